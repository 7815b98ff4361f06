// /invoice/po-invoice/{id}: the purchase order as sent to the vendor, with its server-computed totals.
import { Alert } from "antd";
import { useParams } from "react-router";
import { formatAddress } from "../../../common/format/address";
import { P } from "../../../common/permissions/catalogue";
import { hasPermission } from "../../../common/permissions/match";
import { useSession } from "../../providers/session";
import { useGqlQuery } from "../../providers/gqlHooks";
import { optionLabel } from "../../resources/catalogue/options";
import { PO_STATUS_OPTIONS } from "../../resources/procurement/purchaseOrders/status";
import { GET_PURCHASE_ORDER, type PurchaseOrderDetails } from "../../resources/procurement/purchaseOrders/types";
import { PrintSheet } from "../PrintSheet";
import { amountText, dateText, loadProblem, MetaBlock, type MetaBlockProps, moneyHeader, percentText, SignatureLines, TotalsBlock } from "./DocumentParts";
import { GET_VENDOR_CONTACT, PURCHASE_ORDER_KEY, purchaseOrderLookup, type VendorContact } from "./queries";

const NOT_FOUND = "Purchase order not found.";

export default function PoInvoicePage() {
  const { id = "" } = useParams();
  const query = useGqlQuery(PURCHASE_ORDER_KEY, GET_PURCHASE_ORDER, id !== "" ? purchaseOrderLookup(id) : null);
  const order = query.data?.purchaseOrder;
  const vendor = useVendorContact(order?.vendorId);

  return (
    <PrintSheet
      title="Purchase Order"
      subtitle={order?.secondaryId}
      documentTitle={order?.secondaryId}
      loading={query.isLoading || vendor.loading}
      error={loadProblem(query.error, Boolean(order), NOT_FOUND)}
      notice={vendor.error && <VendorProblem error={vendor.error} />}
    >
      {order && (
        <>
          <MetaBlock {...orderEntries(order, vendor.contact)} />
          <OrderItems order={order} />
          <TotalsBlock
            testId="po-invoice-totals"
            lines={[
              { label: "Net Amount", amount: order.netAmount },
              { label: "Trade Discount", amount: order.totalDiscount },
              { label: "Sales Tax", amount: order.salesTax },
              { label: "Total Amount", amount: order.totalAmount, grand: true },
            ]}
          />
          <SignatureLines labels={["Prepared by", "Approved by", "Vendor's Acceptance"]} />
        </>
      )}
    </PrintSheet>
  );
}

interface VendorContactState {
  contact: VendorContact | undefined;
  loading: boolean;
  /** Why the contact lines are missing although the user may read vendors. */
  error: Error | null;
}

/** The vendor's contact lines when the user may read vendors; the PO prints without them otherwise. */
function useVendorContact(vendorId: string | undefined): VendorContactState {
  const permissions = useSession()?.permissions ?? [];
  const allowed = hasPermission(permissions, P.procurement.vendor.read);
  const query = useGqlQuery(["po-invoice-vendor"], GET_VENDOR_CONTACT, allowed && vendorId ? { id: vendorId } : null);
  return { contact: query.data?.vendor, loading: query.isLoading, error: query.error };
}

function VendorProblem({ error }: { error: Error }) {
  return (
    <Alert
      type="warning"
      showIcon
      style={{ flex: 1 }}
      data-testid="po-invoice-vendor-error"
      message="The vendor's details could not be loaded: this printout would lack their contact, address and NTN / STRN."
      description={error.message}
    />
  );
}

function vendorAddress(vendor: VendorContact): string {
  return formatAddress({ streetAddress1: vendor.businessAddress, cityName: vendor.city, state: vendor.stateProvince, postalCode: vendor.zipCode });
}

function taxNumbers(vendor: VendorContact): string {
  return [vendor.taxationNumber, vendor.strn].filter((part): part is string => Boolean(part?.trim())).join(" / ");
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
      { label: "NTN / STRN", value: vendor && taxNumbers(vendor) },
      { label: "Delivery Location", value: order.deliveryLocation.name },
    ],
    wide: [
      { label: "Vendor Address", value: vendor && vendorAddress(vendor) },
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
