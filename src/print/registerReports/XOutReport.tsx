// The X-Out / Z report slip (spec §9, 56 mm): 'X-OUT REPORT' when a register is named, else 'Z Report'; location,
// register, start and end; Cash, Card, Credit and Bank Transfer each with gross, discount, tax, return, net total and
// invoices; integration charges, platform fee and shipping fee only when above 0; TOTAL; a session's cash count
// (opening float, cash sales and refunds, cash in and out, expected, counted and the shortage or excess); the
// signature lines; and the powered-by footer.
import { paymentMethodLabel } from "../../../common/schemas/order";
import dayjs from "dayjs";
import { cashCountOutcome, cashCountWords } from "../../../common/denominations";
import { formatMoney } from "../../../common/money";
import "./xout.css";

export interface XOutMethod {
  method: string;
  gross: number;
  discount: number;
  tax: number;
  returned: number;
  netAmount: number;
  orderCount: number;
  integrationCharges: number;
  platformFee: number;
  shippingFee: number;
}

/** The drawer of one session (the Z report of a location has none). */
export interface XOutCash {
  openingAmount: number;
  cashSales: number;
  cashRefunds: number;
  cashIn: number;
  cashOut: number;
  /** What the drawer should hold: opening + sales − refunds + in − out. */
  expected: number;
  /** What was counted at close; null while the session is open. */
  counted: number | null;
}

export interface XOutData {
  registerName: string | null;
  locationName: string;
  startDate: string;
  endDate: string | null;
  methods: readonly XOutMethod[];
  total: Omit<XOutMethod, "method">;
  cash?: XOutCash | null;
}

const POWERED_BY = { name: "Pharmacy Back Office", website: "www.pharmacybackoffice.app", logo: "/brand/demo-logo.svg" };
const ORDER = ["CASH", "CARD", "CREDIT", "BANK_TRANSFER"];

/** Two decimals, as on the receipts: "1,234.50". */
const amount = (value: number) => formatMoney(value);
const when = (value: string | null) => (value ? dayjs(value).format("DD/MM/YYYY hh:mm A") : "—");

function Row({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <div className="xout-row" data-testid={testId}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

function CashCount({ cash }: { cash: XOutCash }) {
  const outcome = cash.counted === null ? null : cashCountOutcome(cash.expected, cash.counted);
  return (
    <section className="xout-cash" data-testid="xout-cash-count">
      <h2>Cash Count</h2>
      <Row label="Opening Float" value={amount(cash.openingAmount)} />
      <Row label="Cash Sales" value={amount(cash.cashSales)} />
      <Row label="Cash Refunds" value={amount(cash.cashRefunds)} />
      <Row label="Cash In" value={amount(cash.cashIn)} />
      <Row label="Cash Out" value={amount(cash.cashOut)} />
      <Row label="Expected" value={amount(cash.expected)} />
      <Row label="Counted" value={cash.counted === null ? "Not closed" : amount(cash.counted)} />
      {outcome && <Row label="Difference" value={cashCountWords(outcome, amount)} testId="xout-cash-difference" />}
    </section>
  );
}

function Charges({ row }: { row: Omit<XOutMethod, "method"> }) {
  return (
    <>
      {row.integrationCharges > 0 && <Row label="Integration Charges" value={amount(row.integrationCharges)} />}
      {row.platformFee > 0 && <Row label="Platform Fee" value={amount(row.platformFee)} />}
      {row.shippingFee > 0 && <Row label="Shipping Fee" value={amount(row.shippingFee)} />}
    </>
  );
}

export function XOutReport({ data }: { data: XOutData }) {
  const methods = ORDER.map((method) => data.methods.find((m) => m.method === method)).filter((m): m is XOutMethod => Boolean(m));
  return (
    <div className="xout" data-testid="xout-report">
      <h1 data-testid="xout-title">{data.registerName ? "X-OUT REPORT" : "Z Report"}</h1>
      <Row label="Location" value={data.locationName} />
      {data.registerName && <Row label="Register" value={data.registerName} />}
      <Row label="Start" value={when(data.startDate)} />
      <Row label="End" value={when(data.endDate)} />
      {methods.map((m) => (
        <section key={m.method} data-testid={`xout-${m.method}`}>
          <h2>{paymentMethodLabel(m.method)}</h2>
          <Row label="Gross" value={amount(m.gross)} />
          <Row label="Discount" value={amount(m.discount)} />
          <Row label="Tax" value={amount(m.tax)} />
          <Row label="Return" value={amount(m.returned)} />
          <Charges row={m} />
          <Row label="Net Total" value={amount(m.netAmount)} />
          <Row label="Invoices" value={m.orderCount} />
        </section>
      ))}
      <section className="xout-total" data-testid="xout-total">
        <Charges row={data.total} />
        <Row label="TOTAL" value={amount(data.total.netAmount)} />
        <Row label="Invoices" value={data.total.orderCount} />
      </section>
      {data.cash && <CashCount cash={data.cash} />}
      <div className="xout-line">Cash Handed Over</div>
      <div className="xout-line">Branch Staff Signature</div>
      <div className="xout-line">Receiver Signature</div>
      <footer className="xout-footer">
        Powered by {POWERED_BY.name}
        <br />
        {POWERED_BY.website}
        <img src={POWERED_BY.logo} alt={POWERED_BY.name} />
      </footer>
    </div>
  );
}
