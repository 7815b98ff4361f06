// The printable pages of the spec: /invoice/* for signed-in staff (each behind the permission of the record it
// prints) and the public label-printer demo. They render outside the app layout so that only the paper prints.
import { Authenticated } from "@refinedev/core";
import { lazy, Suspense, type ReactNode } from "react";
import { Navigate, Outlet, Route } from "react-router";
import { P } from "../../common/permissions/catalogue";
import { LoadingOverlay } from "../components/feedback/LoadingOverlay";
import { RequirePermission } from "../components/feedback/RequirePermission";

const PoInvoicePage = lazy(() => import("./documents/PoInvoicePage"));
const GrnInvoicePage = lazy(() => import("./documents/GrnInvoicePage"));
const StockReturnInvoicePage = lazy(() => import("./documents/StockReturnInvoicePage"));
const BarcodeGeneratorPage = lazy(() => import("./barcodes/BarcodeGeneratorPage"));
const DemoBarcodesPage = lazy(() => import("./barcodes/DemoBarcodesPage"));

function Printable({ permission, children }: { permission: string; children: ReactNode }) {
  return (
    <RequirePermission permission={permission}>
      <Suspense fallback={<LoadingOverlay />}>{children}</Suspense>
    </RequirePermission>
  );
}

/** Call as a function inside <Routes> (react-router wants <Route> elements). */
export function printRoutes() {
  return [
    <Route
      key="invoice"
      path="/invoice"
      element={
        <Authenticated key="invoice" fallback={<Navigate to="/" replace />} loading={<LoadingOverlay />}>
          <Outlet />
        </Authenticated>
      }
    >
      <Route path="po-invoice/:id" element={<Printable permission={P.procurement.purchaseOrder.read}><PoInvoicePage /></Printable>} />
      <Route path="grn-invoice/:id" element={<Printable permission={P.procurement.goodsReceiptNote.details}><GrnInvoicePage /></Printable>} />
      <Route path="stock-return-invoice/:id" element={<Printable permission={P.procurement.stockReturn.read}><StockReturnInvoicePage /></Printable>} />
      <Route path="barcodes/:id" element={<Printable permission={P.procurement.goodsReceiptNote.details}><BarcodeGeneratorPage /></Printable>} />
    </Route>,
    <Route
      key="demo-barcodes"
      path="/demo-barcodes"
      element={
        <Suspense fallback={<LoadingOverlay />}>
          <DemoBarcodesPage />
        </Suspense>
      }
    />,
  ];
}
