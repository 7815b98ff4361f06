// The till's buttons: checkout first and biggest, then the panels (one open at a time).
import { CarOutlined, DollarOutlined, CreditCardOutlined, FileTextOutlined, GiftOutlined, HistoryOutlined, PauseCircleOutlined, RollbackOutlined, StopOutlined, TeamOutlined, UnorderedListOutlined } from "@ant-design/icons";
import { Badge, Button } from "antd";
import type { ReactNode } from "react";
import type { PanelName } from "./panelTitles";

interface Props {
  cartEmpty: boolean;
  hasInstructions: boolean;
  onOpen: (panel: PanelName) => void;
  onCashInOut: () => void;
}

export function PosActions({ cartEmpty, hasInstructions, onOpen, onCashInOut }: Props) {
  const action = (panel: PanelName, label: string, icon: ReactNode, key?: string) => (
    <Button key={panel} icon={icon} onClick={() => onOpen(panel)} data-testid={`pos-action-${panel}`} style={{ justifyContent: "flex-start" }}>
      {label}
      {key && <span className="pos-key-hint">{key}</span>}
    </Button>
  );
  return (
    <div className="pos-card pos-actions-card">
      <Button
        type="primary"
        size="large"
        block
        icon={<CreditCardOutlined />}
        disabled={cartEmpty}
        onClick={() => onOpen("checkout")}
        data-testid="pos-action-checkout"
        style={{ height: 56, fontSize: 18, marginBottom: 12 }}
      >
        Checkout (F9)
      </Button>
      <div className="pos-actions">
        {action("hold", "Hold", <PauseCircleOutlined />, "F4")}
        {action("held", "Held carts", <HistoryOutlined />, "F6")}
        <Badge dot={hasInstructions} offset={[-6, 6]} style={{ display: "block" }}>
          {action("instructions", "Instructions", <FileTextOutlined />, "F7")}
        </Badge>
        <Button icon={<DollarOutlined />} onClick={onCashInOut} data-testid="pos-action-cash" style={{ justifyContent: "flex-start" }}>
          Cash In/Out
          <span className="pos-key-hint">F8</span>
        </Button>
        {action("bulk", "Bulk items", <UnorderedListOutlined />)}
        {action("discounts", "Discounts", <GiftOutlined />)}
        {action("partners", "Partners", <TeamOutlined />)}
        {action("delivery", "Delivery", <CarOutlined />)}
        {action("orderReturn", "Order return", <RollbackOutlined />)}
        {action("lostSale", "Lost sale", <StopOutlined />)}
      </div>
    </div>
  );
}
