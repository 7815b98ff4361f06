// A button that opens a printable page in a new tab; a real link, so it can also be middle-clicked or copied.
import { PrinterOutlined } from "@ant-design/icons";
import { Button, Tooltip } from "antd";
import type { ReactNode } from "react";

interface Props {
  href: string;
  /** Shown on the button; without it the button is an icon with a "Print" tooltip. */
  label?: string;
  icon?: ReactNode;
  size?: "small" | "middle";
  testId: string;
}

export function PrintLinkButton({ href, label, icon = <PrinterOutlined />, size, testId }: Props) {
  const button = (
    <Button type={label ? "default" : "text"} size={size} icon={icon} aria-label={label ?? "Print"} href={href} target="_blank" rel="noopener" data-testid={testId}>
      {label}
    </Button>
  );
  return label ? button : <Tooltip title="Print">{button}</Tooltip>;
}
