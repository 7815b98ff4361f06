// Ctrl+Shift+P / Cmd+Shift+P opens the partners drawer (spec section 2). Partners are not built yet, so the
// drawer says so.
import { Drawer, Typography } from "antd";
import { useEffect, useState } from "react";

export function PartnersShortcut() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.shiftKey && event.key.toLowerCase() === "p") {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <Drawer title="Partners" open={open} onClose={() => setOpen(false)} width={420}>
      <div data-testid="partners-drawer">
        <Typography.Paragraph>Partners are not available yet.</Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          This drawer will list the company&apos;s partners once that area is built.
        </Typography.Paragraph>
      </div>
    </Drawer>
  );
}
