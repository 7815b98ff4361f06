// The till's header: location, register, session and cashier, and the way back to the back office. On a narrow
// window the facts wrap onto a second row and the buttons keep only their icons.
import { ArrowLeftOutlined, LockOutlined, ShopOutlined } from "@ant-design/icons";
import { Button, Tag } from "antd";
import dayjs from "dayjs";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { PosRegister, PosSession } from "./documents";

const closeRegisterPath = (registerId: string) => `/app/sales-orders/register/${registerId}/close`;
const BACK_OFFICE_PATH = "/app/sales-orders/register";

interface Props {
  register: PosRegister;
  session: PosSession;
  cashier: string;
  /** Leaving the till: asks first when the cart has items. */
  onLeave: (leave: () => void) => void;
}

export function PosHeader({ register, session, cashier, onLeave }: Props) {
  const navigate = useNavigate();
  const leaveTo = (path: string) => (event: MouseEvent) => {
    event.preventDefault();
    onLeave(() => void navigate(path));
  };
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
        <span className="pos-brand-text">Point of sale</span>
      </span>
      <div className="pos-facts">
        {fact("Location", register.location.name, "pos-location")}
        {fact("Register", `${register.name} (${register.secondaryId})`, "pos-register")}
        <div className="pos-fact">
          <small>Session</small>
          <span data-testid="pos-session">
            {session.secondaryId} <Tag color="green" style={{ marginLeft: 4 }}>OPEN</Tag>
            <span className="pos-since">since {dayjs(session.openedAt).format("DD/MM/YYYY HH:mm")}</span>
          </span>
        </div>
        {fact("Cashier", cashier, "pos-cashier")}
      </div>
      <div className="pos-header-buttons">
        <Link to={closeRegisterPath(register.id)} tabIndex={-1} data-testid="pos-close-register" onClick={leaveTo(closeRegisterPath(register.id))}>
          <Button ghost icon={<LockOutlined />} tabIndex={-1} aria-label="Close register">
            <span className="pos-button-text">Close register</span>
          </Button>
        </Link>
        <Link to={BACK_OFFICE_PATH} tabIndex={-1} data-testid="pos-back-office" onClick={leaveTo(BACK_OFFICE_PATH)}>
          <Button ghost icon={<ArrowLeftOutlined />} tabIndex={-1} aria-label="Back office">
            <span className="pos-button-text">Back office</span>
          </Button>
        </Link>
      </div>
    </header>
  );
}
