// The manager dashboard's charts (@ant-design/plots: G2 under antd's look, React components, tree-shaken). Loaded
// on demand by the dashboard only (React.lazy), so neither the sign-in page nor the cashier's view carries them.
// A bar of the sales chart opens the orders of that day and store.
import { Column, Pie } from "@ant-design/plots";
import { paymentMethodLabel } from "../../../common/schemas/order";

export type SalesBar = { day: string; store: string; locationId: string; netSales: number };

/** The datum of a clicked element, when the event is a click on one. */
function clickedDatum(event: unknown): Record<string, unknown> | null {
  if (typeof event !== "object" || event === null) return null;
  const { type, data } = event as { type?: unknown; data?: unknown };
  if (type !== "element:click" || typeof data !== "object" || data === null) return null;
  const datum = (data as { data?: unknown }).data;
  return typeof datum === "object" && datum !== null ? (datum as Record<string, unknown>) : null;
}

export function SalesByDayChart({ bars, onBarClick }: { bars: SalesBar[]; onBarClick: (bar: SalesBar) => void }) {
  return (
    <div data-testid="chart-sales-by-day">
      <Column
        data={bars}
        xField="day"
        yField="netSales"
        colorField="store"
        stack
        height={300}
        axis={{ x: { labelAutoHide: true, labelFormatter: (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}` } }}
        legend={{ color: { position: "top" } }}
        onEvent={(_chart: unknown, event: unknown) => {
          const datum = clickedDatum(event);
          const bar = datum ? bars.find((each) => each.day === datum.day && each.locationId === datum.locationId) : undefined;
          if (bar) onBarClick(bar);
        }}
      />
    </div>
  );
}

export function PaymentMixChart({ shares }: { shares: { method: string; amount: number }[] }) {
  const data = shares.filter((share) => share.amount > 0).map((share) => ({ method: paymentMethodLabel(share.method), amount: share.amount }));
  return (
    <div data-testid="chart-payment-mix">
      <Pie data={data} angleField="amount" colorField="method" innerRadius={0.6} height={260} legend={{ color: { position: "bottom" } }} label={{ text: "method", position: "outside" }} />
    </div>
  );
}
