// The manager dashboard's charts (@ant-design/plots: G2 under antd's look, React components, tree-shaken). Loaded
// on demand by the dashboard only (React.lazy), so neither the sign-in page nor the cashier's view carries them.
// A bar of the sales chart opens the orders of that day and store.
import { Column, Pie } from "@ant-design/plots";
import { useEffect, useRef } from "react";
import { paymentMethodLabel } from "../../../common/schemas/order";

export type SalesBar = { day: string; store: string; locationId: string; netSales: number };

/** The datum G2 attaches to an element's event (event.data.data); a click on the empty plot has none. */
function datumOf(event: unknown): Record<string, unknown> | null {
  if (typeof event !== "object" || event === null) return null;
  const data = (event as { data?: unknown }).data;
  if (typeof data !== "object" || data === null) return null;
  const datum = (data as { data?: unknown }).data;
  return typeof datum === "object" && datum !== null ? (datum as Record<string, unknown>) : null;
}

/** The bar of a click on one (G2's event.data.data is the bar's own datum); a click on the empty plot has none. */
function barOf(event: unknown): SalesBar | null {
  const datum = datumOf(event);
  if (!datum || typeof datum.day !== "string" || typeof datum.locationId !== "string") return null;
  return { day: datum.day, locationId: datum.locationId, store: String(datum.store ?? ""), netSales: Number(datum.netSales ?? 0) };
}

export function SalesByDayChart({ bars, onBarClick }: { bars: SalesBar[]; onBarClick: (bar: SalesBar) => void }) {
  // the chart keeps the event handler of its first render: it calls the latest onBarClick through a ref
  const latest = useRef(onBarClick);
  useEffect(() => {
    latest.current = onBarClick;
  });
  // G2 hands the same event object to "element:click" and "interval:click": it is acted on once
  const handled = useRef(new WeakSet<object>());
  const onEvent = (_chart: unknown, event: unknown) => {
    const { type } = (event ?? {}) as { type?: unknown };
    const bar = type === "click" ? barOf(event) : null;
    if (!bar || handled.current.has(event as object)) return;
    handled.current.add(event as object);
    latest.current(bar);
  };
  return (
    <div data-testid="chart-sales-by-day" style={{ cursor: "pointer" }}>
      <Column
        data={bars}
        xField="day"
        yField="netSales"
        colorField="store"
        stack
        height={300}
        axis={{ x: { labelAutoHide: true, labelFormatter: (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}` } }}
        legend={{ color: { position: "top" } }}
        onEvent={onEvent}
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
