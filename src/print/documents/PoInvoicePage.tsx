// /invoice/po-invoice/{id}: the purchase order as sent to the vendor, with its server-computed totals.
import { useParams } from "react-router";
import { P } from "../../../common/permissions/catalogue";
import { hasPermission } from "../../../common/permissions/match";
import { useSession } from "../../providers/session";
import { priceText } from "../../resources/catalogue/options";
import { useGqlQuery } from "../../providers/gqlHooks";
import { PO_STATUS_OPTIONS } from "../../resources/procurement/purchaseOrders/status";
import type { PurchaseOrderDetails } from "../../resources/procurement/purchaseOrders/types";
import { PrintSheet } from "../PrintSheet";
import { amountText, dateText, loadProblem, MetaBlock, type MetaBlockProps, moneyHeader, optionLabel, percentText, SignatureLines, TotalsBlock } from "./DocumentParts";
import { GET_PO_INVOICE, GET_VENDOR_CONTACT, purchaseOrderLookup, type PoInvoiceData, type VendorContact } from "./queries";

const NOT_FOUND = "Purchase order not found.";

export default function PoInvoicePage() {
  const { id = "" } = useParams();
  const query = useGqlQuery<PoInvoiceData>(["po-invoice"], GET_PO_INVOICE, purchaseOrderLookup(id), id !== "");
  const order = query.data?.purchaseOrder;
  const vendor = useVendorContact(order?.vendorId);

  return (
    <PrintSheet
      title="Purchase Order"
      subtitle={order?.secondaryId}
      documentTitle={order?.secondaryId}
      loading={query.isLoading}
      error={loadProblem(query.error, Boolean(order), NOT_FOUND)}
    >
      {order && (
        <>
          <MetaBlock {...orderEntries(order, vendor)} />
          <OrderItems order={order} />
          <TotalsBlock
            testId="po-invoice-totals"
            lines={[
              { label: "Net Amount", amount: priceText(order.netAmount) },
              { label: "Trade Discount", amount: priceText(order.totalDiscount) },
              { label: "Sales Tax", amount: priceText(order.salesTax) },
              { label: "Total Amount", amount: priceText(order.totalAmount), grand: true },
            ]}
          />
          <SignatureLines labels={["Prepared by", "Approved by", "Vendor's Acceptance"]} />
        </>
      )}
    </PrintSheet>
  );
}

/** The vendor's contact lines when the user may read vendors; the PO prints without them otherwise. */
function useVendorContact(vendorId: string | undefined): VendorContact | undefined {
  const permissions = useSession()?.permissions ?? [];
  const allowed = hasPermission(permissions, P.procurement.vendor.read);
  const query = useGqlQuery<{ vendor: VendorContact }>(["po-invoice-vendor"], GET_VENDOR_CONTACT, { id: vendorId }, allowed && Boolean(vendorId));
  return query.data?.vendor;
}

function joined(parts: readonly (string | null | undefined)[], separator: string): string {
  return parts.filter((part): part is string => Boolean(part && part.trim())).join(separator);
}

function orderEntries(order: PurchaseOrderDetails, vendor: VendorContact | undefined): MetaBlockProps {
  return {
    testId: "po-invoice-meta",
    left: [
      { label: "PO Number", value: order.secondaryId },
      { label: "Date", value: dateText(order.createdAt) },
      { label: "Status", value: optionLabel(order.status, PO_STATUS_OPTIONS) },
      { label: "Order Type", value: order.orderType },
      { label: "PO Type", value: order.poType },
      { label: "Expected Delivery", value: dateText(order.expectedDeliveryDate) },
    ],
    right: [
      { label: "Vendor", value: order.vendor.name },
      { label: "Contact Person", value: vendor?.contactPerson },
      { label: "Phone", value: vendor?.primaryPhone },
      { label: "Email", value: vendor?.primaryEmail },
      { label: "NTN / STRN", value: vendor && joined([vendor.taxationNumber, vendor.strn], " / ") },
      { label: "Delivery Location", value: order.deliveryLocation.name },
    ],
    wide: [
      { label: "Vendor Address", value: vendor && joined([vendor.businessAddress, vendor.city, vendor.stateProvince, vendor.zipCode], ", ") },
      { label: "Additional Terms", value: order.additionalTerms },
    ],
  };
}

function OrderItems({ order }: { order: PurchaseOrderDetails }) {
  return (
    <table className="print-items" data-testid="po-invoice-items">
      <thead>
        <tr>
          <th>#</th>
          <th>Product</th>
          <th>UoM</th>
          <th className="num">Conversion</th>
          <th className="num">Qty</th>
          <th className="num">FOC</th>
          <th className="num">{moneyHeader("Trade Price")}</th>
          <th className="num">Disc %</th>
          <th className="num">GST %</th>
          <th className="num">{moneyHeader("Total")}</th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((item, index) => (
          <tr key={item.id}>
            <td>{index + 1}</td>
            <td>
              {item.product.name}
              <small>{item.product.secondaryId}</small>
            </td>
            <td>{item.uom}</td>
            <td className="num">{item.itemConversion}</td>
            <td className="num">{item.requiredQuantity}</td>
            <td className="num">{item.foc}</td>
            <td className="num">{amountText(item.tradePrice)}</td>
            <td className="num">{percentText(item.tradeDiscountPercentage)}</td>
            <td className="num">{percentText(item.gstPercentage)}</td>
            <td className="num">{amountText(item.totalPrice)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
