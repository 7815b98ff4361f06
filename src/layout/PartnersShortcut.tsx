// Ctrl+Shift+P / Cmd+Shift+P opens the partners drawer from anywhere in the back office (spec section 2): the
// active partners searched by name, read only, with a link to their page. At the till the same keys open the
// till's partners panel, which picks the partner for the cart.
import { useCan } from "@refinedev/core";
import { Alert, Button, Drawer } from "antd";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { P } from "../../common/permissions/catalogue";
import { PartnersPanel } from "../pos/panels/PartnersPanel";
import { isPartnersShortcut } from "../pos/usePosKeys";
import { appPath } from "../resources/defineResource";

export function PartnersShortcut() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const canList = useCan({ action: "access", params: { permission: P.customersPartners.partner.partnerListRead } }).data?.can === true;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isPartnersShortcut(event)) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <Drawer
      title="Partners"
      open={open}
      onClose={() => setOpen(false)}
      width={440}
      destroyOnHidden
      extra={
        canList && (
          <Button
            onClick={() => {
              setOpen(false);
              navigate(appPath("customers-partners/partners"));
            }}
          >
            Open partners
          </Button>
        )
      }
    >
      <div data-testid="partners-drawer">{canList ? <PartnersPanel /> : <Alert type="info" showIcon message="You do not have access to partners." />}</div>
    </Drawer>
  );
}
