// /invoice/adjustment/{id}: a stock adjustment's record on A4; for an EXPIRED one, the write-off record a pharmacy
// keeps of expired medicines taken out of stock and destroyed: company and location, the adjustment number and
// dates, every lot (product, lot, batch, expiry, units, value at cost), the totals, who prepared it (its author)
// and who approved it, and the lines the destruction's witnesses sign. When every line takes stock out the figures
// print as what left (positive); otherwise signed, as the adjustment keeps them.
import { Alert } from "antd";
import { useParams } from "react-router";
import { money, toMoneyNumber } from "../../../common/money";
import { useGqlQuery } from "../../providers/gqlHooks";
import { useSession } from "../../providers/session";
import { optionLabel } from "../../resources/catalogue/options";
import { GET_ADJUSTMENT, personName, type AdjustmentDetails } from "../../resources/system/adjustments/queries";
import { ADJUSTMENT_STATUS_OPTIONS, ADJUSTMENT_TYPE_OPTIONS } from "../../resources/system/adjustments/resource";
import { PrintSheet } from "../PrintSheet";
import { amountText, dateText, loadProblem, MetaBlock, moneyHeader, SignatureLines, TotalsBlock } from "./DocumentParts";

const NOT_FOUND = "Adjustment not found.";

/** Figures as printed: what left, when everything left; signed otherwise. */
interface Figures {
  units: (value: number) => number;
  amount: (value: number) => number;
}

const asLeft: Figures = { units: (value) => (value === 0 ? 0 : -value), amount: (value) => toMoneyNumber(money(value).neg()) + 0 };
const asKept: Figures = { units: (value) => value, amount: (value) => value };

const titleOf = (type: string) => (type === "EXPIRED" ? "Expired Stock Write-off Record" : "Stock Adjustment Record");

/** Who decided: the approver once APPROVED (the last to update it, on records made before approvals were kept). */
function decidedBy(adjustment: AdjustmentDetails): string {
  if (adjustment.status === "PENDING") return "Pending approval";
  if (adjustment.status === "APPROVED") return personName(adjustment.approvedBy ?? adjustment.updatedBy);
  return `Rejected by ${personName(adjustment.updatedBy)}`;
}

export default function AdjustmentRecordPage() {
  const { id = "" } = useParams();
  const company = useSession()?.tenant?.name;
  const query = useGqlQuery(["adjustment"], GET_ADJUSTMENT, id !== "" ? { id } : null);
  const adjustment = query.data?.adjustment;
  const title = adjustment ? titleOf(adjustment.adjustmentType) : "Stock Adjustment Record";
  return (
    <PrintSheet
      title={title}
      subtitle={adjustment?.secondaryId}
      documentTitle={adjustment ? `${title} ${adjustment.secondaryId}` : undefined}
      loading={query.isLoading}
      error={loadProblem(query.error, Boolean(adjustment), NOT_FOUND)}
      notice={adjustment?.status === "PENDING" && <Alert type="warning" showIcon style={{ flex: 1 }} message="This adjustment is still pending: nothing has left stock until it is approved." />}
    >
      {adjustment && <AdjustmentRecord adjustment={adjustment} company={company ?? ""} />}
    </PrintSheet>
  );
}

function AdjustmentRecord({ adjustment, company }: { adjustment: AdjustmentDetails; company: string }) {
  const lots = adjustment.products.flatMap((product) => product.adjustmentLot.map((lot) => ({ ...lot, productName: product.productName })));
  const allOut = lots.every((lot) => lot.kind === "SHORT");
  const figures = allOut ? asLeft : asKept;
  const expired = adjustment.adjustmentType === "EXPIRED";
  return (
    <>
      <MetaBlock
        testId="adjustment-record-meta"
        left={[
          { label: "Adjustment No.", value: adjustment.secondaryId },
          { label: "Type", value: optionLabel(adjustment.adjustmentType, ADJUSTMENT_TYPE_OPTIONS) },
          { label: "Status", value: optionLabel(adjustment.status, ADJUSTMENT_STATUS_OPTIONS) },
          { label: "Prepared on", value: dateText(adjustment.createdAt) },
          { label: "Approved on", value: adjustment.status === "APPROVED" ? dateText(adjustment.approvedAt ?? adjustment.updatedAt) : "" },
        ]}
        right={[
          { label: "Company", value: company },
          { label: "Location", value: adjustment.location.name },
          { label: "Prepared by", value: personName(adjustment.createdBy) },
          { label: adjustment.status === "REJECTED" ? "Decision" : "Approved by", value: decidedBy(adjustment) },
        ]}
        wide={[
          { label: "Title", value: adjustment.title },
          { label: "Remarks", value: adjustment.remarks },
        ]}
      />
      <table className="print-items" data-testid="adjustment-record-lots">
        <thead>
          <tr>
            <th>#</th>
            <th>Product</th>
            <th>Lot</th>
            <th>Batch</th>
            <th>Expiry</th>
            <th>Reason</th>
            <th className="num">{allOut ? "Quantity" : "Quantity (− out, + in)"}</th>
            <th className="num">{moneyHeader("Value at Cost")}</th>
            <th className="num">{moneyHeader("Value incl. Tax")}</th>
          </tr>
        </thead>
        <tbody>
          {lots.map((lot, index) => (
            <tr key={lot.id}>
              <td>{index + 1}</td>
              <td>{lot.productName}</td>
              <td className="print-code">{lot.actionId}</td>
              <td>{lot.batchNumber}</td>
              <td className="nowrap">{dateText(lot.expiryDate)}</td>
              <td>{lot.reason}</td>
              <td className="num">{figures.units(lot.adjustedQuantity)}</td>
              <td className="num">{amountText(figures.amount(lot.stockValueExcludingTax))}</td>
              <td className="num">{amountText(figures.amount(lot.stockValue))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p data-testid="adjustment-record-counts">
        {`${adjustment.itemCount} product${adjustment.itemCount === 1 ? "" : "s"}, ${adjustment.lotCount} lot${adjustment.lotCount === 1 ? "" : "s"}, ${figures.units(adjustment.adjustedQuantity)} unit${Math.abs(adjustment.adjustedQuantity) === 1 ? "" : "s"}${allOut ? (expired ? " written off" : " taken out") : " net"}.`}
      </p>
      <TotalsBlock
        testId="adjustment-record-totals"
        lines={[
          { label: "Value at Cost", amount: figures.amount(adjustment.stockValueExcludingTax) },
          { label: "Tax", amount: figures.amount(adjustment.taxValue) },
          { label: allOut && expired ? "Total Written Off" : "Total", amount: figures.amount(adjustment.stockValue), grand: true },
        ]}
      />
      {expired && (
        <section className="print-meta" style={{ marginTop: 16 }} data-testid="adjustment-record-destruction">
          <p className="print-meta-line print-wide">
            <span className="print-label">Destroyed on:</span> ____________________ <span className="print-label">Method of destruction:</span> ________________________________
          </p>
        </section>
      )}
      <SignatureLines labels={["Prepared by", "Approved by"]} />
      {expired && <SignatureLines labels={["Destruction witness (name, CNIC)", "Second witness (name, CNIC)"]} />}
    </>
  );
}
