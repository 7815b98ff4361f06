import { type AuthProvider, Refine } from "@refinedev/core";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { App as AntdApp } from "antd";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { P } from "../../common/permissions/catalogue";
import BarcodeGeneratorPage from "../../src/print/barcodes/BarcodeGeneratorPage";
import DemoBarcodesPage from "../../src/print/barcodes/DemoBarcodesPage";
import { LABEL_NAME_LINES, labelProductName, linesNeeded } from "../../src/print/barcodes/labelName";
import { printRoutes } from "../../src/print/routes";
import { createAccessControlProvider } from "../../src/providers/accessControlProvider";
import { signInForTest } from "./fakeSession";
import { fakeDataProvider } from "./refineHarness";

function openGenerator(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AntdApp>
        <Routes>
          <Route path="/invoice/barcodes/:id" element={<BarcodeGeneratorPage />} />
          <Route path="/app" element={<p>Dashboard</p>} />
        </Routes>
      </AntdApp>
    </MemoryRouter>,
  );
}

const signedIn: AuthProvider = {
  login: async () => ({ success: true }),
  logout: async () => ({ success: true }),
  check: async () => ({ authenticated: true }),
  onError: async () => ({}),
};

/** The printable routes as the app mounts them: signed in, each page behind its permissions. */
function openPrintRoute(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AntdApp>
        <Refine dataProvider={fakeDataProvider().provider} authProvider={signedIn} accessControlProvider={createAccessControlProvider([])} options={{ disableTelemetry: true }}>
          <Routes>{printRoutes()}</Routes>
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
}

function openDemo() {
  return render(
    <AntdApp>
      <DemoBarcodesPage />
    </AntdApp>,
  );
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const qrValues = (testId: string) => screen.queryAllByTestId(testId).map((label) => label.getAttribute("data-qr-value"));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("barcode generator", { timeout: 60_000 }, () => {
  it("offers 1 to the total capped at 100 and previews those lot codes", () => {
    openGenerator("/invoice/barcodes/GRN-000007-1?total=150&layout=triple&name=Panadol%20500mg&expiry=2027-03-31");
    expect(input("barcode-from").value).toBe("1");
    expect(input("barcode-to").value).toBe("100");
    expect(screen.getByTestId("barcode-max-limit")).toHaveTextContent("100");
    expect(screen.getByTestId("barcode-total")).toHaveTextContent("150");
    expect(screen.getByTestId("barcode-to-print")).toHaveTextContent("100");
    expect(input("barcode-product-name").value).toBe("Panadol 500mg");
    expect(input("barcode-expiry").value).toBe("31/03/2027");
    expect(screen.getAllByTestId("barcode-preview-label")).toHaveLength(100);
    expect(screen.getAllByTestId("barcode-preview-row")).toHaveLength(34);
    expect(qrValues("barcode-preview-label")[0]).toBe("GRN-000007-1~1");
    expect(screen.getAllByTestId("barcode-preview-label")[0]).toHaveTextContent("Exp: 31/03/2027");
  });

  it("keeps the strength of a long product name on every label, dropping descriptive words instead", () => {
    const name = "Augmentin DS Suspension 457mg/5ml 70ml";
    openGenerator(`/invoice/barcodes/GRN-000007-1?total=2&layout=double&name=${encodeURIComponent(name)}&expiry=2027-03-31`);
    const shown = screen.getAllByTestId("barcode-preview-label-name");
    expect(shown.map((element) => element.textContent)).toEqual(["Augmentin DS 457mg/5ml 70ml", "Augmentin DS 457mg/5ml 70ml"]);
    expect(shown[0]).toHaveAttribute("title", name);
  });

  it("shows the spec's messages for a bad range and refuses to lock it", () => {
    openGenerator("/invoice/barcodes/GRN-000007-1?total=150");
    type("barcode-from", "0");
    expect(screen.getByTestId("barcode-from-error")).toHaveTextContent("Batch number must start from 1 or higher");

    type("barcode-from", "20");
    type("barcode-to", "10");
    expect(screen.getByTestId("barcode-to-error")).toHaveTextContent("'To' batch number must be greater than or equal to 'From' batch number");

    type("barcode-to", "120");
    expect(screen.getByTestId("barcode-to-error")).toHaveTextContent("Batch size cannot be greater than maximum limit of 100");

    type("barcode-from", "140");
    type("barcode-to", "151");
    expect(screen.getByTestId("barcode-to-error")).toHaveTextContent("Batch number cannot be greater than total quantity of 150");
    expect(screen.getByTestId("barcode-to-print")).toHaveTextContent("0");
    expect(screen.getByTestId("barcode-preview-empty")).toBeInTheDocument();

    fireEvent.click(screen.getByTestId("barcode-range-confirm"));
    expect(screen.queryByTestId("barcode-range-cancel")).not.toBeInTheDocument();
    expect(screen.getByTestId("barcode-print")).toBeDisabled();
  });

  it("names the total quantity as the size limit when the total is under 100", () => {
    openGenerator("/invoice/barcodes/GRN-000003-2?total=40");
    expect(input("barcode-to").value).toBe("40");
    type("barcode-to", "45");
    expect(screen.getByTestId("barcode-to-error")).toHaveTextContent("Batch size cannot be greater than total quantity of 40");
  });

  it("locks a confirmed range, prints it, and unlocks and clears it on cancel", () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    openGenerator("/invoice/barcodes/GRN-000007-1?total=12&layout=double");
    expect(screen.getByTestId("barcode-print")).toBeDisabled();
    type("barcode-from", "3");
    type("barcode-to", "7");
    expect(screen.getByTestId("barcode-to-print")).toHaveTextContent("5");
    expect(screen.getAllByTestId("barcode-preview-row").map((row) => within(row).getAllByTestId("barcode-preview-label").length)).toEqual([2, 2, 1]);

    fireEvent.click(screen.getByTestId("barcode-range-confirm"));
    expect(input("barcode-from")).toBeDisabled();
    expect(input("barcode-to")).toBeDisabled();
    expect(qrValues("barcode-print-label")).toEqual(["GRN-000007-1~3", "GRN-000007-1~4", "GRN-000007-1~5", "GRN-000007-1~6", "GRN-000007-1~7"]);
    const printRows = screen.getAllByTestId("barcode-print-row");
    expect(printRows.map((row) => row.classList.contains("barcode-row--break"))).toEqual([true, true, false]);
    expect(screen.getByTestId("barcode-summary-count")).toHaveTextContent("5 labels");

    fireEvent.click(screen.getByTestId("barcode-print"));
    expect(print).toHaveBeenCalledOnce();

    fireEvent.click(screen.getByTestId("barcode-range-cancel"));
    expect(input("barcode-from")).not.toBeDisabled();
    expect(input("barcode-from").value).toBe("");
    expect(input("barcode-to").value).toBe("");
    expect(screen.queryByTestId("barcode-print-copy")).not.toBeInTheDocument();
    expect(screen.getByTestId("barcode-print")).toBeDisabled();
    expect(screen.getByTestId("barcode-range-confirm")).toBeInTheDocument();
  });

  it("puts one label per row in the default single layout", () => {
    openGenerator("/invoice/barcodes/GRN-000001-1?total=3");
    expect(screen.getAllByTestId("barcode-preview-row")).toHaveLength(3);
    expect(screen.getByTestId("barcode-summary")).toHaveTextContent("Single (1 label per row)");
  });

  it("explains a missing or invalid total", () => {
    openGenerator("/invoice/barcodes/GRN-000007-1?layout=triple");
    expect(screen.getByTestId("barcode-params-error")).toHaveTextContent("Missing or invalid label count");
    expect(screen.queryByTestId("barcode-from")).not.toBeInTheDocument();
    screen.getByTestId("driver-guide");
  });

  it("labels its fields for assistive technology", () => {
    openGenerator("/invoice/barcodes/GRN-000007-1?total=12&name=Panadol%20500mg&expiry=2027-03-31");
    expect(screen.getByLabelText("Product Name")).toBe(screen.getByTestId("barcode-product-name"));
    expect(screen.getByLabelText("Expiry")).toBe(screen.getByTestId("barcode-expiry"));
    expect(screen.getByLabelText("Print Barcode From")).toBe(input("barcode-from"));
    expect(screen.getByLabelText("Print Barcode To")).toBe(input("barcode-to"));
  });

  it("closes its tab on Back, or goes to the dashboard when the browser will not", async () => {
    vi.spyOn(window.history, "length", "get").mockReturnValue(1);
    const close = vi.spyOn(window, "close").mockImplementation(() => undefined);
    openGenerator("/invoice/barcodes/GRN-000007-1?total=3");
    fireEvent.click(screen.getByTestId("barcode-back"));
    expect(close).toHaveBeenCalledOnce();
    expect(await screen.findByText("Dashboard")).toBeInTheDocument();
  });

  it.each([
    ["the GRN details", P.procurement.goodsReceiptNote.details],
    ["the stock intake", P.inventory.stockIntake.read],
  ])("opens for a user who may read %s", async (_screen, permission) => {
    signInForTest({ permissions: [permission] });
    openPrintRoute("/invoice/barcodes/GRN-000007-1?total=3");
    expect(await screen.findByTestId("barcode-total")).toHaveTextContent("3");
  });

  it("refuses a user who may read neither the GRN details nor the stock intake", async () => {
    signInForTest({ permissions: [P.procurement.purchaseOrder.read] });
    openPrintRoute("/invoice/barcodes/GRN-000007-1?total=3");
    expect(await screen.findByTestId("access-denied")).toBeInTheDocument();
    expect(screen.queryByTestId("barcode-total")).not.toBeInTheDocument();
  });

  it("falls back to single for an unknown layout and says so", () => {
    openGenerator("/invoice/barcodes/GRN-000007-1?total=2&layout=quad");
    expect(screen.getByTestId("barcode-layout-warning")).toBeInTheDocument();
    expect(screen.getAllByTestId("barcode-preview-row")).toHaveLength(2);
  });
});

describe("label printer demo", { timeout: 60_000 }, () => {
  it("summarises the layout, the label count and the product name", () => {
    openDemo();
    expect(screen.getByTestId("demo-summary-layout")).toHaveTextContent("Triple");
    expect(screen.getByTestId("demo-summary-product")).toHaveTextContent("No product name");
    type("demo-total", "1");
    expect(screen.getByTestId("demo-summary-count")).toHaveTextContent("1 label");
    type("demo-total", "5");
    expect(screen.getByTestId("demo-summary-count")).toHaveTextContent("5 labels");
    type("demo-total", "");
    expect(screen.getByTestId("demo-summary-count")).toHaveTextContent("1 label");
    type("demo-product-name", "Augmentin 625mg");
    expect(screen.getByTestId("demo-summary-product")).toHaveTextContent("Augmentin 625mg");
    expect(input("demo-total")).toHaveAttribute("min", "1");
    expect(input("demo-total")).toHaveAttribute("max", "1000");
    expect(input("demo-expiry")).toHaveAttribute("placeholder", "DD/MM/YYYY");
  });

  it("previews one row of 3 labels with the spec's lines", () => {
    openDemo();
    type("demo-product-id", "PRD-20240917");
    type("demo-expiry", "31/12/2026");
    expect(input("demo-batch").value).toBe("PRD-20240917");
    const labels = screen.getAllByTestId("demo-preview-label");
    expect(labels).toHaveLength(3);
    expect(labels[0]).toHaveTextContent("Product");
    expect(labels[0]).toHaveTextContent("PRD-20240917");
    expect(labels[0]).toHaveTextContent("Exp: 31/12/2026");
    expect(labels[0]).toHaveTextContent("B: PRD-2024");
    expect(labels.map((label) => label.querySelector(".barcode-label__sequence")?.textContent)).toEqual(["1", "2", "3"]);
  });

  it("prints ceil(total/3) rows, breaking pages after all rows but the last, which holds the remainder", () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    openDemo();
    type("demo-total", "7");
    const rows = screen.getAllByTestId("demo-print-row");
    expect(rows.map((row) => within(row).getAllByTestId("demo-print-label").length)).toEqual([3, 3, 1]);
    expect(rows.map((row) => row.classList.contains("barcode-row--break"))).toEqual([true, true, false]);
    type("demo-total", "abc");
    expect(screen.getAllByTestId("demo-print-label")).toHaveLength(1);
    fireEvent.click(screen.getByTestId("demo-print"));
    expect(print).toHaveBeenCalledOnce();
  });

  it("keeps the print copy current through the browser's beforeprint and afterprint (Ctrl+P too)", () => {
    openDemo();
    type("demo-total", "4");
    type("demo-product-id", "PRD-9");
    act(() => {
      window.dispatchEvent(new Event("beforeprint"));
    });
    expect(qrValues("demo-print-label")).toEqual(["PRD-9~1", "PRD-9~2", "PRD-9~3", "PRD-9~4"]);
    act(() => {
      window.dispatchEvent(new Event("afterprint"));
    });
    expect(screen.getAllByTestId("demo-print-label")).toHaveLength(4);
  });

  it("labels its fields for assistive technology", () => {
    openDemo();
    for (const [label, testId] of [
      ["Total Labels", "demo-total"],
      ["Product ID", "demo-product-id"],
      ["Product Name", "demo-product-name"],
      ["Expiry Date", "demo-expiry"],
      ["Batch Number", "demo-batch"],
    ]) {
      expect(screen.getByLabelText(label)).toBe(screen.getByTestId(testId));
    }
  });

  it("sets the label page and body class only while mounted", () => {
    const { unmount } = openDemo();
    expect(document.body).toHaveClass("barcode-labels-mode");
    expect(document.head.querySelector("style[data-label-page]")?.textContent).toContain("size: 106mm 24mm; margin: 0;");
    unmount();
    expect(document.body).not.toHaveClass("barcode-labels-mode");
    expect(document.head.querySelector("style[data-label-page]")).toBeNull();
  });
});

describe("product name on a label", () => {
  it("leaves a name that fits as it is", () => {
    expect(labelProductName("Panadol 500mg Tablets")).toBe("Panadol 500mg Tablets");
    expect(labelProductName("Brufen 400 mg Tablets")).toBe("Brufen 400 mg Tablets");
  });

  it("drops descriptive words from the end but keeps the brand, strengths and pack size", () => {
    expect(labelProductName("Panadol Extra Soluble Effervescent Tablets 500mg/65mg")).toBe("Panadol Extra Soluble 500mg/65mg");
    expect(labelProductName("Calpol 6 Plus Suspension Strawberry Flavour 250mg/5ml 60ml")).toMatch(/^Calpol .*250mg\/5ml 60ml$/);
    expect(labelProductName("Betnovate Cream 0.1% 20g Tube", 2)).toBe("Betnovate 0.1% 20g");
    expect(linesNeeded(labelProductName("Augmentin DS Suspension 457mg/5ml 70ml"))).toBeLessThanOrEqual(LABEL_NAME_LINES);
  });

  it("shortens the brand, never the strength, when those alone do not fit", () => {
    expect(labelProductName("Supercalifragilisticexpialidocious Syrup 120mg", 2, 11)).toBe("Supercalifragil… 120mg");
  });
});
