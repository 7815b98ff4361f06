// /invoice/stock-return-invoice/{id}: the gate pass document that goes with stock returned to its vendor.
import { useParams } from "react-router";
import { useGqlQuery } from "../../providers/gqlHooks";
import { PrintSheet } from "../PrintSheet";
import { amountText, dateText, loadProblem, MetaBlock, moneyHeader, SignatureLines, TotalsBlock } from "./DocumentParts";
import { GET_STOCK_RETURN_PDF, type StockReturnPrintData, type StockReturnPrintLine } from "./queries";

const NOT_FOUND = "Stock return not found.";

export default function StockReturnInvoicePage() {
  const { id = "" } = useParams();
  const query = useGqlQuery<StockReturnPrintData>(["stock-return-invoice"], GET_STOCK_RETURN_PDF, { id }, id !== "");
  const stockReturn = query.data?.stockReturn;

  return (
    <PrintSheet
      title="Stock Return"
      subtitle={stockReturn?.returnId}
      documentTitle={stockReturn?.returnId}
      loading={query.isLoading}
      error={loadProblem(query.error, Boolean(stockReturn), NOT_FOUND)}
    >
      {stockReturn && (
        <>
          <MetaBlock
            testId="stock-return-invoice-meta"
            left={[
              { label: "Return ID", value: stockReturn.returnId },
              { label: "Gate Pass", value: stockReturn.gatepass },
              { label: "Return Date", value: dateText(stockReturn.returnDate) },
            ]}
            right={[
              { label: "Vendor", value: stockReturn.vendorName },
              { label: "Location", value: stockReturn.locationName },
            ]}
          />
          <ReturnLines lines={stockReturn.returns} />
          <TotalsBlock testId="stock-return-invoice-totals" lines={[{ label: "Grand Total", amount: stockReturn.grandTotal, grand: true }]} />
          <SignatureLines labels={["Prepared by", "Gate Pass Issued by", "Vendor's Signature"]} />
        </>
      )}
    </PrintSheet>
  );
}

function ReturnLines({ lines }: { lines: readonly StockReturnPrintLine[] }) {
  return (
    <table className="print-items" data-testid="stock-return-invoice-items">
      <thead>
        <tr>
          <th>#</th>
          <th>Product ID</th>
          <th>Product</th>
          <th className="num">Lot Count</th>
          <th className="num">Quantity</th>
          <th className="num">{moneyHeader("Average Price per Lot")}</th>
          <th className="num">{moneyHeader("Total Purchasing Price")}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={line.productId}>
            <td>{index + 1}</td>
            <td className="print-code">{line.productCode}</td>
            <td>{line.productName}</td>
            <td className="num">{line.lotCount}</td>
            <td className="num">{line.quantity}</td>
            <td className="num">{amountText(line.averagePurchasingPrice)}</td>
            <td className="num">{amountText(line.totalPurchasingPrice)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
