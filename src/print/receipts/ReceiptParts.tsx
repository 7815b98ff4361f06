// The blocks every receipt template shares: the shop's header, the sale's meta lines, totals, payments and the
// footer (special instructions, the fiscal number with its QR, the duplicate marker, the website).
import dayjs from "dayjs";
import { FISCAL_NUMBER_PENDING, sandboxNumberLabel } from "../../../common/schemas/integration";
import { QRCodeSVG } from "qrcode.react";
import type { ReactNode } from "react";
import { money } from "../../../common/money";
import { paymentMethodLabel } from "../../../common/schemas/order";
import { cashTendered, feeRows, pkr, type ReceiptData } from "./receiptModel";

const RECEIPT_DATE_FORMAT = "DD/MM/YYYY";
const RECEIPT_TIME_FORMAT = "hh:mm A";

/** A label on the left, a value on the right (dotted leader on screen and paper). */
export function Row({ label, value, testId, strong, big }: { label: ReactNode; value: ReactNode; testId?: string; strong?: boolean; big?: boolean }) {
  const className = ["receipt-row", strong ? "receipt-row--strong" : "", big ? "receipt-row--big" : ""].filter(Boolean).join(" ");
  return (
    <div className={className} data-testid={testId}>
      <span className="receipt-row-label">{label}</span>
      <span className="receipt-row-value">{value}</span>
    </div>
  );
}

export function Rule({ double }: { double?: boolean }) {
  return <hr className={double ? "receipt-rule receipt-rule--double" : "receipt-rule"} />;
}

export function ReceiptHeader({ data, title }: { data: ReceiptData; title: string }) {
  const { company, location } = data;
  return (
    <header className="receipt-header">
      {company.logo && <img className="receipt-logo" src={company.logo} alt={company.name} data-testid="receipt-logo" />}
      <div className="receipt-company" data-testid="receipt-company">
        {company.name}
      </div>
      <div data-testid="receipt-location">{location.name}</div>
      {location.address && <div data-testid="receipt-address">{location.address}</div>}
      {location.ntn && <div data-testid="receipt-ntn">NTN: {location.ntn}</div>}
      {location.strn && <div data-testid="receipt-strn">STRN: {location.strn}</div>}
      {data.duplicate && (
        <div className="receipt-duplicate" data-testid="receipt-duplicate">
          DUPLICATE
        </div>
      )}
      <div className="receipt-title" data-testid="receipt-title">
        {title}
      </div>
    </header>
  );
}

export function ReceiptMeta({ data }: { data: ReceiptData }) {
  const at = dayjs(data.createdAt);
  return (
    <section className="receipt-meta">
      <Row label={data.isReturn ? "Return #" : "Order #"} value={<strong>{data.orderNumber}</strong>} testId="receipt-order-number" />
      {data.parentOrderNumber && <Row label="Sale #" value={data.parentOrderNumber} testId="receipt-parent-order" />}
      <Row label="Date" value={at.format(RECEIPT_DATE_FORMAT)} testId="receipt-date" />
      <Row label="Time" value={at.format(RECEIPT_TIME_FORMAT)} testId="receipt-time" />
      {data.cashier && <Row label="Cashier" value={data.cashier} testId="receipt-cashier" />}
      {data.register && <Row label="Register" value={`${data.register.name} (${data.register.secondaryId})`} testId="receipt-register" />}
      {data.register?.posId && <Row label="POS ID" value={data.register.posId} testId="receipt-pos-id" />}
      {data.mrNo && <Row label="MR No." value={data.mrNo} testId="receipt-mrno" />}
      {data.customer && (
        <div className="receipt-customer" data-testid="receipt-customer">
          <Row label="Customer" value={data.customer.name} testId="receipt-customer-name" />
          <Row label="Phone" value={data.customer.phone} testId="receipt-customer-phone" />
          {data.customer.email && <Row label="Email" value={data.customer.email} testId="receipt-customer-email" />}
          {data.customer.address && <div className="receipt-small" data-testid="receipt-customer-address">Deliver to: {data.customer.address}</div>}
        </div>
      )}
    </section>
  );
}

/** Subtotal, discount, tax, the fees and the total (`big`: the total in large type). */
export function ReceiptTotals({ data, big }: { data: ReceiptData; big?: boolean }) {
  return (
    <section className="receipt-totals">
      <Row label="Subtotal" value={pkr(data.subtotal)} testId="receipt-subtotal" />
      <Row label="Discount" value={pkr(money(data.totalDiscount).neg())} testId="receipt-discount" />
      {data.productDiscount > 0 && <Row label="  Product Discount" value={pkr(money(data.productDiscount).neg())} testId="receipt-product-discount" />}
      {data.orderDiscount > 0 && <Row label="  Order Discount" value={pkr(money(data.orderDiscount).neg())} testId="receipt-order-discount" />}
      {data.cardDiscount > 0 && <Row label="  Card Discount" value={pkr(money(data.cardDiscount).neg())} testId="receipt-card-discount" />}
      <Row label="Sales Tax" value={pkr(data.tax)} testId="receipt-tax" />
      {feeRows(data).map((fee) => (
        <Row key={fee.key} label={fee.label} value={pkr(fee.value)} testId={`receipt-${fee.key}`} />
      ))}
      <Rule />
      <Row label={data.isReturn ? "REFUND TOTAL" : "TOTAL"} value={pkr(data.total)} testId="receipt-total" strong big={big} />
      {data.payOnDelivery && <Row label="To collect on delivery" value={pkr(data.total)} testId="receipt-collect" strong />}
    </section>
  );
}

export function ReceiptPayments({ data }: { data: ReceiptData }) {
  const cash = data.isReturn ? null : cashTendered(data);
  return (
    <section className="receipt-payments" data-testid="receipt-payments">
      {data.payments.map((payment, index) => (
        <Row key={`${payment.method}-${index}`} label={`${data.isReturn ? "Refunded by" : "Paid by"} ${paymentMethodLabel(payment.method)}`} value={pkr(payment.amount)} testId={`receipt-payment-${payment.method}`} />
      ))}
      {cash && (
        <>
          <Row label="Cash Tendered" value={pkr(cash.tendered)} testId="receipt-tendered" />
          <Row label="Change" value={pkr(cash.change)} testId="receipt-change" strong />
        </>
      )}
    </section>
  );
}

export function ReceiptFooter({ data }: { data: ReceiptData }) {
  return (
    <footer className="receipt-footer">
      {data.specialInstructions && (
        <div className="receipt-note" data-testid="receipt-instructions">
          <strong>Special Instructions:</strong> {data.specialInstructions}
        </div>
      )}
      {data.fbrInvoiceId && (
        <div className="receipt-fiscal" data-testid="receipt-fiscal">
          {data.fiscalLogo && <img className="receipt-fiscal-logo" src={data.fiscalLogo} alt={`${data.fiscalAuthority ?? "FBR"} POS`} data-testid="receipt-fiscal-logo" />}
          <div>{data.fiscalAuthority ?? "FBR"} Invoice No.</div>
          <strong data-testid="receipt-fiscal-number">{data.fbrInvoiceId}</strong>
          {data.fiscalSandbox && <div className="receipt-sandbox" data-testid="receipt-fiscal-sandbox">{sandboxNumberLabel(data.fiscalAuthority)}</div>}
          <QRCodeSVG value={data.fbrInvoiceId} size={96} level="M" marginSize={1} data-testid="receipt-fiscal-qr" />
          {data.fiscalAuthority !== "SRB" && !data.fiscalSandbox && <div className="receipt-small">Verify this invoice through the FBR Tax Asaan app or SMS to 9966.</div>}
        </div>
      )}
      {!data.fbrInvoiceId && data.fiscalPending && (
        <div className="receipt-fiscal" data-testid="receipt-fiscal-pending">
          <strong>{FISCAL_NUMBER_PENDING}</strong>
          <div className="receipt-small">The {data.fiscalAuthority ?? "FBR"} number prints on a reprint once it arrives.</div>
        </div>
      )}
      {data.duplicate && (
        <div className="receipt-duplicate receipt-duplicate--footer" data-testid="receipt-duplicate-footer">
          *** DUPLICATE COPY ***
        </div>
      )}
      {!data.isReturn && (
        <div className="receipt-fiscal" data-testid="receipt-order-code">
          <QRCodeSVG value={data.orderNumber} size={64} level="M" marginSize={1} />
          <div className="receipt-small">Bring this receipt to return an item</div>
        </div>
      )}
      <div className="receipt-thanks">{data.isReturn ? "Visit us again soon!" : "Thank you for shopping with us!"}</div>
      {data.company.website && (
        <div className="receipt-small" data-testid="receipt-website">
          {data.company.website}
        </div>
      )}
    </footer>
  );
}
