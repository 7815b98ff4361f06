// Small pieces the register screens share: paths, names, dates and the status chip.
import { Tag } from "antd";
import { formatMoney } from "../../../../common/money";
import { currencyCode } from "../../catalogue/options";
import { formatDateTime } from "../../../../common/format/date";

export const REGISTER_LIST = "sales-orders/register";
export const registerPaths = {
  list: `/app/${REGISTER_LIST}`,
  open: (registerId: string) => `/app/${REGISTER_LIST}/${registerId}/open`,
  close: (registerId: string) => `/app/${REGISTER_LIST}/${registerId}/close`,
  sessions: (registerId: string) => `/app/${REGISTER_LIST}/sessions/${registerId}`,
  zReport: `/app/${REGISTER_LIST}/z-report`,
  pos: (locationId: string, registerId: string) => `/pos/${locationId}/${registerId}`,
};

export type UserName = { firstName: string; lastName: string } | null | undefined;

export const personName = (user: UserName) => (user ? `${user.firstName} ${user.lastName}`.trim() : "—");
export const dateTime = (value: string | null | undefined) => formatDateTime(value);

/** Cash in the drawer, always with its paisa: "PKR 2,600.40" (a dash when there is none). */
export const cashText = (value: number | null | undefined) => (value === null || value === undefined ? "—" : formatMoney(value, { prefix: `${currencyCode()} ` }));


export function SessionStatusTag({ status }: { status: "OPENED" | "CLOSED" | string }) {
  return (
    <Tag color={status === "OPENED" ? "green" : "default"} data-testid="register-status">
      {status === "OPENED" ? "OPENED" : "CLOSED"}
    </Tag>
  );
}
