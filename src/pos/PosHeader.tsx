// The till's header: location, register, session and cashier, and the way back to the back office.
import { ArrowLeftOutlined, LockOutlined, ShopOutlined } from "@ant-design/icons";
import { Button, Tag } from "antd";
import dayjs from "dayjs";
import { Link } from "react-router";
import type { PosRegister, PosSession } from "./documents";

export const closeRegisterPath = (registerId: string) => `/app/sales-orders/register/${registerId}/close`;

interface Props {
  register: PosRegister;
  session: PosSession;
  cashier: string;
}

export function PosHeader({ register, session, cashier }: Props) {
  const fact = (label: string, value: string, testId: string) => (
    <div className="pos-fact">
      <small>{label}</small>
      <span data-testid={testId}>{value}</span>
    </div>
  );
  return (
    <header className="pos-header" data-testid="pos-header">
      <span className="pos-brand">
        <ShopOutlined style={{ marginRight: 8 }} />
        Point of sale
      </span>
      {fact("Location", register.location.name, "pos-location")}
      {fact("Register", `${register.name} (${register.secondaryId})`, "pos-register")}
      <div className="pos-fact">
        <small>Session</small>
        <span data-testid="pos-session">
          {session.secondaryId} <Tag color="green" style={{ marginLeft: 4 }}>OPEN</Tag>
          <span style={{ color: "rgba(255,255,255,0.65)", fontSize: 12 }}>since {dayjs(session.openedAt).format("DD/MM/YYYY HH:mm")}</span>
        </span>
      </div>
      {fact("Cashier", cashier, "pos-cashier")}
      <span style={{ flex: 1 }} />
      <Link to={closeRegisterPath(register.id)} tabIndex={-1} data-testid="pos-close-register" style={{ marginRight: 8 }}>
        <Button ghost icon={<LockOutlined />}>
          Close register
        </Button>
      </Link>
      <Link to="/app/sales-orders/register" tabIndex={-1}>
        <Button ghost icon={<ArrowLeftOutlined />}>
          Back office
        </Button>
      </Link>
    </header>
  );
}
