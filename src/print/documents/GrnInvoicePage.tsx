// /invoice/grn-invoice/{id}: a goods receipt note with its items, their QC outcome, the figures received, rejected
// and accepted apart, and the GRN totals (what was not rejected).
import { useParams } from "react-router";
import { type GrnDetails, GET_GRN, grnFigureRows, grnTotalLabel } from "../../resources/procurement/grn/types";
import { useGqlQuery } from "../../providers/gqlHooks";
import { optionLabel } from "../../resources/catalogue/options";
import { GRN_ITEM_STATUS_OPTIONS } from "../../resources/procurement/purchaseOrders/status";
import { PrintSheet } from "../PrintSheet";
import { amountText, dateText, loadProblem, MetaBlock, moneyHeader, SignatureLines, TotalsBlock } from "./DocumentParts";
import { GRN_KEY } from "./queries";

const NOT_FOUND = "GRN not found.";

export default function GrnInvoicePage() {
  const { id = "" } = useParams();
  const query = useGqlQuery(GRN_KEY, GET_GRN, id !== "" ? { grnId: id } : null);
  const grn = query.data?.grn;

  return (
    <PrintSheet
      title="Goods Receipt Note"
      subtitle={grn?.secondaryId}
      documentTitle={grn?.secondaryId}
      loading={query.isLoading}
      error={loadProblem(query.error, Boolean(grn), NOT_FOUND)}
    >
      {grn && (
        <>
          <MetaBlock
            testId="grn-invoice-meta"
            left={[
              { label: "GRN Number", value: grn.secondaryId },
              { label: "PO Number", value: grn.purchaseOrder.secondaryId },
              { label: "Status", value: optionLabel(grn.status, GRN_ITEM_STATUS_OPTIONS) },
              { label: "Stock Arrival", value: dateText(grn.stockArrivalDate) },
            ]}
            right={[
              { label: "Vendor", value: grn.purchaseOrder.vendor.name },
              { label: "Location", value: grn.location.name },
              { label: "Invoice Number", value: grn.invoiceNumber },
              { label: "Invoice Date", value: dateText(grn.invoiceDate) },
            ]}
            wide={[{ label: "Comment", value: grn.comment }]}
          />
          <GrnItems grn={grn} />
          <GrnFigures grn={grn} />
          <TotalsBlock
            testId="grn-invoice-totals"
            lines={[
              { label: "Amount", amount: grn.amount },
              { label: "Discount", amount: grn.discount },
              { label: "Tax", amount: grn.tax },
              ...(grn.advanceIncomeTax ? [{ label: "Advance Income Tax", amount: grn.advanceIncomeTax }] : []),
              { label: grnTotalLabel(grn), amount: grn.total, grand: true },
            ]}
          />
          <SignatureLines labels={["Prepared by", "Approved by", "Received by"]} />
        </>
      )}
    </PrintSheet>
  );
}

/** Column widths (%) of the GRN items: fixed, so that long batches, amounts or QC notes wrap inside A4. */
const GRN_COLUMNS = [3, 17, 15, 8, 5, 10, 10, 11, 11, 10];

function GrnItems({ grn }: { grn: GrnDetails }) {
  return (
    <table className="print-items print-items--fit" data-testid="grn-invoice-items">
      <colgroup>
        {GRN_COLUMNS.map((width, index) => (
          <col key={index} style={{ width: `${width}%` }} />
        ))}
      </colgroup>
      <thead>
        <tr>
          <th>#</th>
          <th>Product</th>
          <th>Batch / Expiry</th>
          <th className="num">Received</th>
          <th className="num">FOC</th>
          <th className="num">{moneyHeader("MRP")}</th>
          <th className="num">{moneyHeader("Trade Price")}</th>
          <th className="num">{moneyHeader("Disc")}</th>
          <th className="num">{moneyHeader("GST")}</th>
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        {grn.items.map((item, index) => {
          const note = item.rejectComment ?? item.comment;
          return (
            <tr key={item.id}>
              <td>{index + 1}</td>
              <td>
                {item.product.name}
                <small>{item.actionId}</small>
              </td>
              <td>
                {item.batchNumber}
                <small>Exp {dateText(item.batchExpiry)}</small>
                {item.mfgDate && <small>Mfg {dateText(item.mfgDate)}</small>}
              </td>
              <td className="num">{item.receivedQuantity}</td>
              <td className="num">{item.foc}</td>
              <td className="num">{amountText(item.mrp)}</td>
              <td className="num">{amountText(item.tradePrice)}</td>
              <td className="num">{amountText(item.discValue)}</td>
              <td className="num">{amountText(item.gstValue)}</td>
              <td>
                {optionLabel(item.status, GRN_ITEM_STATUS_OPTIONS)}
                {note && <small>{note}</small>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function GrnFigures({ grn }: { grn: GrnDetails }) {
  return (
    <table className="print-items print-items--fit" data-testid="grn-invoice-figures">
      <thead>
        <tr>
          <th>QC</th>
          <th className="num">Lines</th>
          <th className="num">Packs</th>
          <th className="num">{moneyHeader("Amount")}</th>
          <th className="num">{moneyHeader("Disc")}</th>
          <th className="num">{moneyHeader("Tax")}</th>
          <th className="num">{moneyHeader("Value")}</th>
        </tr>
      </thead>
      <tbody>
        {grnFigureRows(grn).map(({ key, label, figures }) => (
          <tr key={key} data-testid={`grn-invoice-figures-${key}`}>
            <td>{label}</td>
            <td className="num">{figures.lines}</td>
            <td className="num">{figures.packs}</td>
            <td className="num">{amountText(figures.amount)}</td>
            <td className="num">{amountText(figures.discount)}</td>
            <td className="num">{amountText(figures.tax)}</td>
            <td className="num">{amountText(figures.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
