// The three till receipts a register can print (its receiptTemplate):
//   TEMPLATE_1 compact: one line per item (name, qty × price, total), totals, payments.
//   TEMPLATE_2 detailed: per line the price before tax, before-discount amount, discount, tax rate and amount.
//   TEMPLATE_3 summary: compact items, a tax summary table per rate and the total in large type.
import { money } from "../../../common/money";
import { amount, rateText, totalQuantity, totalSaleValue, taxSummary, unitPriceExclTax, pkr, type ReceiptData, type ReceiptLine, type ReceiptTemplateName } from "./receiptModel";
import { ReceiptFooter, ReceiptHeader, ReceiptMeta, ReceiptPayments, ReceiptTotals, Row, Rule } from "./ReceiptParts";
import "./receipt.css";

function LineHead({ line, index }: { line: ReceiptLine; index: number }) {
  return (
    <div className="receipt-item-name">
      {index + 1}. {line.name}
      {line.skuCode && <span className="receipt-small receipt-sku"> [{line.skuCode}]</span>}
    </div>
  );
}

function CompactItems({ data }: { data: ReceiptData }) {
  return (
    <section className="receipt-items" data-testid="receipt-items">
      {data.lines.map((line, index) => (
        <div className="receipt-item" key={index} data-testid={`receipt-line-${index}`}>
          <LineHead line={line} index={index} />
          <Row label={`${line.quantity} x ${amount(line.unitPrice)}  GST ${rateText(line.taxRate)}`} value={amount(line.beforeDiscount)} testId={`receipt-line-${index}-amount`} />
          {!money(line.discount).isZero() && <Row label="  Discount" value={`-${amount(line.discount)}`} testId={`receipt-line-${index}-discount`} />}
        </div>
      ))}
      <Rule />
      <Row label="Items / Qty" value={`${data.lines.length} / ${totalQuantity(data)}`} testId="receipt-count" />
    </section>
  );
}

function DetailedItems({ data }: { data: ReceiptData }) {
  return (
    <section className="receipt-items" data-testid="receipt-items">
      <div className="receipt-grid receipt-grid--head">
        <span>Qty</span>
        <span>Price</span>
        <span>Disc</span>
        <span>Total</span>
      </div>
      <Rule />
      {data.lines.map((line, index) => (
        <div className="receipt-item" key={index} data-testid={`receipt-line-${index}`}>
          <LineHead line={line} index={index} />
          <div className="receipt-grid">
            <span>{line.quantity}</span>
            <span>{amount(line.unitPrice)}</span>
            <span data-testid={`receipt-line-${index}-discount`}>{money(line.discount).isZero() ? "0.00" : `-${amount(line.discount)}`}</span>
            <span>{amount(line.total)}</span>
          </div>
          <Row label="  Before discount" value={amount(line.beforeDiscount)} testId={`receipt-line-${index}-before-discount`} />
          <Row label="  Price excl. tax" value={amount(unitPriceExclTax(line))} testId={`receipt-line-${index}-excl`} />
          <Row
            label={`  Tax ${rateText(line.taxRate)}${line.taxInclusive ? " (incl.)" : ""}`}
            value={amount(line.taxAmount)}
            testId={`receipt-line-${index}-tax`}
          />
        </div>
      ))}
      <Rule />
      <Row label="Items / Qty" value={`${data.lines.length} / ${totalQuantity(data)}`} testId="receipt-count" />
      <Row label="Sale value excl. tax" value={pkr(totalSaleValue(data))} testId="receipt-sale-value" />
    </section>
  );
}

function TaxSummaryTable({ data }: { data: ReceiptData }) {
  return (
    <table className="receipt-table" data-testid="receipt-tax-summary">
      <thead>
        <tr>
          <th>Tax rate</th>
          <th className="num">Taxable</th>
          <th className="num">Tax</th>
        </tr>
      </thead>
      <tbody>
        {taxSummary(data).map((row) => (
          <tr key={row.rate} data-testid={`receipt-tax-rate-${row.rate}`}>
            <td>{rateText(row.rate)}</td>
            <td className="num">{amount(row.taxable)}</td>
            <td className="num">{amount(row.tax)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function OrderReceipt({ data, template }: { data: ReceiptData; template: ReceiptTemplateName }) {
  return (
    <div className={`receipt receipt--${template.toLowerCase().replace("_", "")}`} data-testid="receipt" data-template={template}>
      <ReceiptHeader data={data} title={data.isReturn ? "RETURN SLIP" : template === "TEMPLATE_1" ? "SALES RECEIPT" : "SALES TAX INVOICE"} />
      <Rule />
      <ReceiptMeta data={data} />
      <Rule double />
      {template === "TEMPLATE_2" ? <DetailedItems data={data} /> : <CompactItems data={data} />}
      <Rule double />
      <ReceiptTotals data={data} big={template === "TEMPLATE_3"} />
      {template === "TEMPLATE_3" && (
        <>
          <Rule />
          <TaxSummaryTable data={data} />
        </>
      )}
      <Rule />
      <ReceiptPayments data={data} />
      <Rule double />
      <ReceiptFooter data={data} />
    </div>
  );
}
