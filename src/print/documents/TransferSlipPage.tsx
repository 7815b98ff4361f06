// A transfer's printable slips (A4), one page per kind:
//   transfer-list/{id}: the spec's Transfer List (tenant logos, transfer ID, from, to, demand note ID; #, product ID,
//                       product, quantity = the count of items (packs) per product): what to pick.
//   receive-list/{id}:  per product, the packs sent, received and still missing: what arrived.
//   child-list/{id}:    every lot code of the transfer, for picking and checking pack by pack.
//   transfer-note/{id}: the delivery note that travels with the stock, with signature lines.
import { useParams } from "react-router";
import { groupBy } from "../../../common/groupBy";
import { useGqlQuery } from "../../providers/gqlHooks";
import { optionLabel } from "../../resources/catalogue/options";
import { GET_TRANSFER, TRANSFER_STATUS_OPTIONS, type TransferDetails, type TransferItem } from "../../resources/inventory/transfers/types";
import { PrintSheet } from "../PrintSheet";
import { dateText, loadProblem, MetaBlock, SignatureLines } from "./DocumentParts";

export type TransferSlipKind = "transfer-list" | "receive-list" | "child-list" | "transfer-note";

const TITLES: Record<TransferSlipKind, string> = {
  "transfer-list": "Transfer List",
  "receive-list": "Receive List",
  "child-list": "Transfer Lots",
  "transfer-note": "Delivery Note",
};

interface ProductLine {
  productId: string;
  code: string;
  name: string;
  items: TransferItem[];
}

function byProduct(items: readonly TransferItem[]): ProductLine[] {
  return [...groupBy(items, (item) => item.productLot.product.id).values()].map((group) => ({
    productId: group[0].productLot.product.id,
    code: group[0].productLot.product.secondaryId,
    name: group[0].productLot.product.name,
    items: group,
  }));
}


export default function TransferSlipPage({ kind }: { kind: TransferSlipKind }) {
  const { id = "" } = useParams();
  const query = useGqlQuery(["transfer-slip", kind], GET_TRANSFER, id !== "" ? { id } : null);
  const transfer = query.data?.transfer;
  return (
    <PrintSheet
      title={TITLES[kind]}
      subtitle={transfer?.secondaryId}
      documentTitle={transfer ? `${TITLES[kind]} ${transfer.secondaryId}` : undefined}
      loading={query.isLoading}
      error={loadProblem(query.error, Boolean(transfer), "Transfer not found.")}
    >
      {transfer && (
        <>
          <MetaBlock
            testId="transfer-slip-meta"
            left={[
              { label: "Transfer ID", value: transfer.secondaryId },
              { label: "Demand Note ID", value: transfer.demandNoteNumber ?? "—" },
              { label: "Date", value: dateText(transfer.createdAt) },
              { label: "Status", value: optionLabel(transfer.status, TRANSFER_STATUS_OPTIONS) },
            ]}
            right={[
              { label: "From", value: transfer.locationFrom.name },
              { label: "To", value: transfer.locationTo.name },
              { label: "Expected Delivery", value: dateText(transfer.expectedDeliveryDate) },
            ]}
            wide={[{ label: "Description", value: transfer.description }]}
          />
          {kind === "child-list" ? <LotLines transfer={transfer} /> : <ProductLines transfer={transfer} kind={kind} />}
          {kind === "transfer-note" && <SignatureLines labels={["Dispatched by", "Carried by", "Received by"]} />}
          {kind === "receive-list" && <SignatureLines labels={["Checked by", "Received by"]} />}
        </>
      )}
    </PrintSheet>
  );
}

function ProductLines({ transfer, kind }: { transfer: TransferDetails; kind: TransferSlipKind }) {
  const lines = byProduct(transfer.transferItems);
  const receiving = kind === "receive-list";
  return (
    <table className="print-items" data-testid="transfer-slip-items">
      <thead>
        <tr>
          <th>#</th>
          <th>Product ID</th>
          <th>Product</th>
          <th className="num">{receiving ? "Sent" : "Quantity"}</th>
          {kind === "transfer-note" && <th className="num">Units</th>}
          {receiving && <th className="num">Received</th>}
          {receiving && <th className="num">Missing</th>}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => {
          const received = line.items.filter((item) => item.status === "RECEIVED").length;
          return (
            <tr key={line.productId}>
              <td>{index + 1}</td>
              <td className="print-code">{line.code}</td>
              <td>{line.name}</td>
              <td className="num">{line.items.length}</td>
              {kind === "transfer-note" && <td className="num">{line.items.reduce((sum, item) => sum + item.quantity, 0)}</td>}
              {receiving && <td className="num">{received}</td>}
              {receiving && <td className="num">{line.items.length - received}</td>}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function LotLines({ transfer }: { transfer: TransferDetails }) {
  return (
    <table className="print-items" data-testid="transfer-slip-items">
      <thead>
        <tr>
          <th>#</th>
          <th>Lot</th>
          <th>Product</th>
          <th>Batch</th>
          <th>Expiry</th>
          <th className="num">Units</th>
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        {transfer.transferItems.map((item, index) => (
          <tr key={item.id}>
            <td>{index + 1}</td>
            <td className="print-code">{item.productLot.actionId}</td>
            <td>{item.productLot.product.name}</td>
            <td>{item.productLot.batchNumber}</td>
            <td>{dateText(item.productLot.batchExpiry)}</td>
            <td className="num">{item.quantity}</td>
            <td>{item.status === "RECEIVED" ? "Received" : "In transit"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
