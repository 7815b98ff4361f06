// The printable pages of the spec: /invoice/* for signed-in staff (each behind the permission of the record it
// prints) and the public label-printer demo. They render outside the app layout so that only the paper prints.
import { Authenticated } from "@refinedev/core";
import { lazy, Suspense } from "react";
import { Outlet, Route } from "react-router";
import { P } from "../../common/permissions/catalogue";
import { SignInFirst } from "../providers/returnTo";
import { LoadingOverlay } from "../components/feedback/LoadingOverlay";
import { BespokeScreen } from "../resources/screens/BespokeScreen";
import { registerReportInvoiceRoutes, registerReportPublicRoutes } from "./registerReports/routes";

const PoInvoicePage = lazy(() => import("./documents/PoInvoicePage"));
const GrnInvoicePage = lazy(() => import("./documents/GrnInvoicePage"));
const StockReturnInvoicePage = lazy(() => import("./documents/StockReturnInvoicePage"));
const TransferSlipPage = lazy(() => import("./documents/TransferSlipPage"));
const DemandNoteSlipPage = lazy(() => import("./documents/DemandNoteSlipPage"));
const AdjustmentRecordPage = lazy(() => import("./documents/AdjustmentRecordPage"));
const SalesReportPrintPage = lazy(() => import("./documents/SalesReportPrintPage"));
const StockMovementReportPrintPage = lazy(() => import("./documents/StockMovementReportPrintPage"));
const SalesTaxReportPrintPage = lazy(() => import("./documents/SalesTaxReportPrintPage"));
const ExpiryReportPrintPage = lazy(() => import("./documents/ExpiryReportPrintPage"));
const PurchasesReportPrintPage = lazy(() => import("./documents/PurchasesReportPrintPage"));
const BarcodeGeneratorPage = lazy(() => import("./barcodes/BarcodeGeneratorPage"));
const DemoBarcodesPage = lazy(() => import("./barcodes/DemoBarcodesPage"));
const OrderReceiptPage = lazy(() => import("./receipts/OrderReceiptPage"));
const OfflineReceiptPage = lazy(() => import("./receipts/OfflineReceiptPage"));
const DemoReceiptPage = lazy(() => import("./receipts/DemoReceiptPage"));

/** The labels of received packs: linked from the GRN details and from the stock intake screen. */
const BARCODE_PERMISSIONS = [P.procurement.goodsReceiptNote.details, P.inventory.stockIntake.read];

/** A transfer's slips: printed where it leaves and where it arrives. */
const TRANSFER_PERMISSIONS = [P.inventory.stockTransfer.read, P.inventory.transferReceipt.read];
const TRANSFER_SLIPS = ["transfer-list", "receive-list", "child-list", "transfer-note"] as const;

/** A sale's receipt: printed by the till that sold it and reprinted from the order details. */
const RECEIPT_PERMISSIONS = [P.salesOrders.pos.sell, P.salesOrders.orderManagement.orderDetailsRead];

/** The public receipt samples: path → the template they show. */
const DEMO_RECEIPTS = [
  { path: "/order-receipt/template1", template: "TEMPLATE_1" },
  { path: "/order-receipt/template2", template: "TEMPLATE_2" },
  { path: "/demo-order-detailed-receipt", template: "TEMPLATE_3" },
  { path: "/demo-return-receipt", template: "TEMPLATE_1", returnSlip: true },
] as const;

/** Call as a function inside <Routes> (react-router wants <Route> elements). */
export function printRoutes() {
  return [
    <Route
      key="invoice"
      path="/invoice"
      element={
        <Authenticated key="invoice" fallback={<SignInFirst />} loading={<LoadingOverlay />}>
          <Outlet />
        </Authenticated>
      }
    >
      <Route path="po-invoice/:id" element={<BespokeScreen permission={P.procurement.purchaseOrder.read} fullScreen><PoInvoicePage /></BespokeScreen>} />
      <Route path="grn-invoice/:id" element={<BespokeScreen permission={P.procurement.goodsReceiptNote.details} fullScreen><GrnInvoicePage /></BespokeScreen>} />
      <Route path="stock-return-invoice/:id" element={<BespokeScreen permission={P.procurement.stockReturn.read} fullScreen><StockReturnInvoicePage /></BespokeScreen>} />
      {TRANSFER_SLIPS.map((kind) => (
        <Route key={kind} path={`${kind}/:id`} element={<BespokeScreen permission={TRANSFER_PERMISSIONS} fullScreen><TransferSlipPage kind={kind} /></BespokeScreen>} />
      ))}
      <Route
        path="demand-note/:id"
        element={<BespokeScreen permission={[P.demandSupplyPlanning.demandNote.details, P.demandSupplyPlanning.demandNote.read]} fullScreen><DemandNoteSlipPage /></BespokeScreen>}
      />
      <Route path="adjustment/:id" element={<BespokeScreen permission={P.system.adjustment.read} fullScreen><AdjustmentRecordPage /></BespokeScreen>} />
      <Route path="sales-report" element={<BespokeScreen permission={P.reportingAnalytics.reports.read} fullScreen><SalesReportPrintPage /></BespokeScreen>} />
      <Route path="stock-movement-report" element={<BespokeScreen permission={P.reportingAnalytics.reports.read} fullScreen><StockMovementReportPrintPage /></BespokeScreen>} />
      <Route path="sales-tax-report" element={<BespokeScreen permission={P.reportingAnalytics.reports.read} fullScreen><SalesTaxReportPrintPage /></BespokeScreen>} />
      <Route path="expiry-report" element={<BespokeScreen permission={P.reportingAnalytics.reports.read} fullScreen><ExpiryReportPrintPage /></BespokeScreen>} />
      <Route path="purchases-report" element={<BespokeScreen permission={P.reportingAnalytics.reports.read} fullScreen><PurchasesReportPrintPage /></BespokeScreen>} />
      <Route path="barcodes/:id" element={<BespokeScreen permission={BARCODE_PERMISSIONS} fullScreen><BarcodeGeneratorPage /></BespokeScreen>} />
      <Route path="order-receipt/:id" element={<BespokeScreen permission={RECEIPT_PERMISSIONS} fullScreen><OrderReceiptPage /></BespokeScreen>} />
      <Route path="offline-receipt/:locationId/:key" element={<BespokeScreen permission={RECEIPT_PERMISSIONS} fullScreen><OfflineReceiptPage /></BespokeScreen>} />
      {registerReportInvoiceRoutes()}
    </Route>,
    ...registerReportPublicRoutes(),
    <Route
      key="demo-barcodes"
      path="/demo-barcodes"
      element={
        <Suspense fallback={<LoadingOverlay />}>
          <DemoBarcodesPage />
        </Suspense>
      }
    />,
    ...DEMO_RECEIPTS.map(({ path, template, ...sample }) => (
      <Route
        key={path}
        path={path}
        element={
          <Suspense fallback={<LoadingOverlay />}>
            <DemoReceiptPage template={template} returnSlip={"returnSlip" in sample} />
          </Suspense>
        }
      />
    )),
  ];
}
