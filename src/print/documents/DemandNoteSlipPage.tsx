// /invoice/demand-note/{id}: a demand note on A4: who asks whom, for when, and per product the packs asked, sent
// and remaining, with their value.
import { useParams } from "react-router";
import { useGqlQuery } from "../../providers/gqlHooks";
import { optionLabel } from "../../resources/catalogue/options";
import { DEMAND_NOTE_TYPE_OPTIONS, FULFILLMENT_OPTIONS, GET_DEMAND_NOTE, fulfilledPercent } from "../../resources/planning/demandNotes/types";
import { PrintSheet } from "../PrintSheet";
import { amountText, dateText, loadProblem, MetaBlock, moneyHeader, SignatureLines, TotalsBlock } from "./DocumentParts";


export default function DemandNoteSlipPage() {
  const { id = "" } = useParams();
  const query = useGqlQuery(["demand-note-slip"], GET_DEMAND_NOTE, id !== "" ? { id } : null);
  const note = query.data?.note;
  return (
    <PrintSheet title="Demand Note" subtitle={note?.secondaryId} documentTitle={note?.secondaryId} loading={query.isLoading} error={loadProblem(query.error, Boolean(note), "Demand note not found.")}>
      {note && (
        <>
          <MetaBlock
            testId="demand-note-slip-meta"
            left={[
              { label: "Demand Note ID", value: note.secondaryId },
              { label: "Type", value: optionLabel(note.type, DEMAND_NOTE_TYPE_OPTIONS) },
              { label: "Date", value: dateText(note.createdAt) },
              { label: "Delivery Date", value: dateText(note.deliveryDate) },
            ]}
            right={[
              { label: "Requested By", value: note.requestedFrom.name },
              { label: "Requested From", value: note.requestedTo.name },
              { label: "Fulfilment", value: `${optionLabel(note.fulfillmentStatus, FULFILLMENT_OPTIONS)} (${fulfilledPercent(note.fulfillmentRatio)})` },
              { label: "Transfers", value: note.transferSecondaryIds.join(", ") },
            ]}
            wide={[{ label: "Closed Because", value: note.closureReason }]}
          />
          <table className="print-items" data-testid="demand-note-slip-items">
            <thead>
              <tr>
                <th>#</th>
                <th>Product ID</th>
                <th>Product</th>
                <th>Manufacturer</th>
                <th className="num">Asked</th>
                <th className="num">Sent</th>
                <th className="num">Remaining</th>
                <th className="num">{moneyHeader("Price")}</th>
                <th className="num">{moneyHeader("Value")}</th>
              </tr>
            </thead>
            <tbody>
              {note.lines.map((line, index) => (
                <tr key={line.id}>
                  <td>{index + 1}</td>
                  <td className="print-code">{line.product.secondaryId}</td>
                  <td>{line.product.name}</td>
                  <td>{line.product.manufacturerName ?? ""}</td>
                  <td className="num">{line.requestedQuantity}</td>
                  <td className="num">{line.sentQuantity}</td>
                  <td className="num">{line.remainingQuantity}</td>
                  <td className="num">{amountText(line.price)}</td>
                  <td className="num">{amountText(line.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <TotalsBlock testId="demand-note-slip-totals" lines={[{ label: "Stock Value", amount: note.stockValue, grand: true }]} />
          <SignatureLines labels={["Requested by", "Approved by"]} />
        </>
      )}
    </PrintSheet>
  );
}
