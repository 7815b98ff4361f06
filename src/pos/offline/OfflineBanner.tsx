// The till's word on its connection (README "Offline till"): offline, the sales kept on this till and waiting;
// back online, the count going down as they are sent; and each sale the server refused, with its message, kept
// on the till for the manager (never dropped).
import { Alert } from "antd";
import type { PanelName } from "../panelTitles";
import { PANEL_TITLES } from "../panelTitles";
import type { OfflineSaleRecord } from "./tillDb";

/** The till's panels that need the server: offline they say so instead of waiting for it. */
export const PANELS_NEEDING_CONNECTION: readonly PanelName[] = ["delivery", "orderReturn", "lostSale", "partners"];

export function NeedsConnection({ panel }: { panel: PanelName }) {
  return (
    <Alert
      type="info"
      showIcon
      data-testid="pos-needs-connection"
      message={`${PANEL_TITLES[panel]} needs the connection`}
      description="The till is offline: it sells cash and card sales from its own catalogue. This works again as soon as the connection returns."
    />
  );
}

export const OFFLINE_MESSAGE = "Offline — sales are saved on this till and sent when the connection returns";

const salesCount = (count: number) => `${count} ${count === 1 ? "sale" : "sales"}`;

interface Props {
  offline: boolean;
  waiting: number;
  sending: boolean;
  refused: readonly OfflineSaleRecord[];
}

export function OfflineBanner({ offline, waiting, sending, refused }: Props) {
  return (
    <>
      {offline ? (
        <Alert
          type="warning"
          showIcon
          banner
          data-testid="pos-offline-banner"
          message={OFFLINE_MESSAGE}
          description={
            <span data-testid="pos-offline-waiting">
              {waiting === 0 ? "No sale waiting." : `${salesCount(waiting)} waiting to be sent.`} Credit, delivery, returns and new customers need the connection.
            </span>
          }
        />
      ) : (
        waiting > 0 && (
          <Alert
            type="info"
            showIcon
            banner
            data-testid="pos-offline-sending"
            message={sending ? `Connection back: sending ${salesCount(waiting)} made offline…` : `${salesCount(waiting)} made offline waiting to be sent.`}
          />
        )
      )}
      {refused.length > 0 && (
        <Alert
          type="error"
          showIcon
          banner
          data-testid="pos-offline-refused"
          message={`${salesCount(refused.length)} made offline refused by the server: kept on this till for the manager.`}
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {refused.map((sale) => (
                <li key={sale.idempotencyKey} data-testid="pos-offline-refused-sale">
                  <strong>{sale.offlineNumber}</strong>: {sale.refusal}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </>
  );
}
