// The last sale's change due (or what to collect on delivery), kept on the till's screen until the next sale
// starts: the toast fades, the cashier counting the change still needs the figure.
import { CheckCircleFilled } from "@ant-design/icons";
import { formatMoney } from "../../common/money";

export interface LastSaleFacts {
  secondaryId: string;
  delivery: boolean;
  /** A delivery paid on arrival: the amount to collect. */
  collect: number | null;
  changeDue: number;
}

export function LastSale({ sale, currency }: { sale: LastSaleFacts; currency: string }) {
  const prefix = `${currency} `;
  const collecting = sale.collect !== null;
  return (
    <div className="pos-card pos-last-sale" data-testid="pos-last-sale" role="status">
      <div className="pos-last-sale-title">
        <CheckCircleFilled style={{ color: "#52c41a", marginRight: 6 }} />
        {sale.delivery ? "Delivery" : "Order"} <strong>{sale.secondaryId}</strong> {sale.delivery ? "created" : "completed"}
      </div>
      <div className="pos-summary-row">
        <span>{collecting ? "To collect on delivery" : "Change due"}</span>
        <strong className="pos-last-sale-amount" data-testid="pos-last-sale-change">
          {formatMoney(collecting ? (sale.collect ?? 0) : sale.changeDue, { prefix })}
        </strong>
      </div>
    </div>
  );
}
