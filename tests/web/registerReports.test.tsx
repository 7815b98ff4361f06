// The X-Out / Z report slip (spec §9): its title by whether a register is named, the four method sections in order,
// the charge lines only when above 0, TOTAL, the signature lines and the footer; printXOutReport's hidden frame; and
// the denomination counter's running totals (spec §2 Open/Close Register).
import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_XOUT } from "../../src/print/registerReports/DemoXOutSlipPage";
import { printXOutReport, XOUT_FRAME_MESSAGE } from "../../src/components/printing/printXOut";
import { XOutReport } from "../../src/print/registerReports/XOutReport";
import { countRows, countsTotal, DenominationCounter, emptyCounts, type Counts } from "../../src/resources/sales/registers/DenominationCounter";

const lines = (testId: string) => [...screen.getByTestId(testId).querySelectorAll(".xout-row")].map((row) => [...row.children].map((cell) => cell.textContent));

describe("the X-Out report slip", () => {
  it("is an X-OUT REPORT of a register with every line of the spec, charges only when above 0", () => {
    render(<XOutReport data={SAMPLE_XOUT} />);
    expect(screen.getByTestId("xout-title")).toHaveTextContent("X-OUT REPORT");
    expect(screen.getByText("Register").nextSibling).toHaveTextContent("Counter 1");
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Cash", "Card", "Credit", "Bank Transfer", "Cash Count"]);
    expect(lines("xout-CASH")).toEqual([
      ["Gross", "48,250.00"],
      ["Discount", "1,250.00"],
      ["Tax", "6,120.50"],
      ["Return", "800.00"],
      ["Integration Charges", "37.00"],
      ["Net Total", "46,200.00"],
      ["Invoices", "37"],
    ]);
    expect(lines("xout-CREDIT").map(([label]) => label)).toEqual(["Gross", "Discount", "Tax", "Return", "Net Total", "Invoices"]);
    expect(within(screen.getByTestId("xout-BANK_TRANSFER")).getByText("Shipping Fee")).toBeInTheDocument();
    expect(screen.queryByText("Platform Fee")).toBeNull();
    expect(lines("xout-total")).toEqual([
      ["Integration Charges", "49.00"],
      ["Shipping Fee", "150.00"],
      ["TOTAL", "72,800.00"],
      ["Invoices", "51"],
    ]);
    // the drawer: 5,000 + 47,000 − 800 + 0 − 2,000 expected, 49,120 counted
    expect(lines("xout-cash-count")).toEqual([
      ["Opening Float", "5,000.00"],
      ["Cash Sales", "47,000.00"],
      ["Cash Refunds", "800.00"],
      ["Cash In", "0.00"],
      ["Cash Out", "2,000.00"],
      ["Expected", "49,200.00"],
      ["Counted", "49,120.00"],
      ["Difference", "Short 80.00"],
    ]);
    for (const line of ["Cash Handed Over", "Branch Staff Signature", "Receiver Signature"]) expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByRole("img")).toHaveAttribute("alt", expect.stringMatching(/\S/));
    expect(screen.getByText(/Powered by/)).toHaveTextContent(/www\./);
  });

  it("is a Z Report without a register", () => {
    // a location's report over a range has no drawer to count
    render(<XOutReport data={{ ...SAMPLE_XOUT, registerName: null, cash: null }} />);
    expect(screen.queryByTestId("xout-cash-count")).toBeNull();
    expect(screen.getByTestId("xout-title")).toHaveTextContent("Z Report");
    expect(screen.queryByText("Register")).toBeNull();
  });
});

describe("printXOutReport", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("loads the report in a hidden frame titled 'X-Out Report' and removes it once the page says it printed", () => {
    vi.useFakeTimers();
    printXOutReport("session-1");
    const frame = document.querySelector<HTMLIFrameElement>("iframe[data-testid='xout-frame']");
    expect(frame).not.toBeNull();
    expect(frame?.getAttribute("src")).toBe("/invoice/x-out/session-1?print=1");
    expect(frame?.title).toBe("X-Out Report");
    expect(frame?.style.visibility).toBe("hidden");
    // another session's message is not this frame's
    window.dispatchEvent(new MessageEvent("message", { source: frame?.contentWindow, origin: window.location.origin, data: { type: XOUT_FRAME_MESSAGE, sessionId: "other" } }));
    vi.advanceTimersByTime(2000);
    expect(document.querySelector("iframe")).not.toBeNull();
    window.dispatchEvent(new MessageEvent("message", { source: frame?.contentWindow, origin: window.location.origin, data: { type: XOUT_FRAME_MESSAGE, sessionId: "session-1" } }));
    vi.advanceTimersByTime(1000);
    expect(document.querySelector("iframe")).toBeNull();
  });
});

function Counter({ onTotal }: { onTotal: (total: number) => void }) {
  const [counts, setCounts] = useState<Counts>(emptyCounts);
  return (
    <DenominationCounter
      counts={counts}
      onChange={(next) => {
        setCounts(next);
        onTotal(countsTotal(next));
      }}
    />
  );
}

describe("the denomination counter", () => {
  it("offers the spec's notes and keeps each row's total and the running total", () => {
    const totals: number[] = [];
    render(<Counter onTotal={(total) => totals.push(total)} />);
    expect(screen.getAllByLabelText(/^Count of /).map((input) => input.getAttribute("aria-label"))).toEqual(
      [1, 2, 5, 10, 20, 50, 100, 500, 1000, 5000].map((d) => `Count of ${d}`),
    );
    fireEvent.change(screen.getByTestId("count-5000"), { target: { value: "2" } });
    fireEvent.change(screen.getByTestId("count-20"), { target: { value: "3" } });
    expect(screen.getByTestId("denomination-total")).toHaveTextContent("10,060");
    expect(totals.at(-1)).toBe(10060);
    const row = screen.getByText("Rs 5000").closest("tr");
    expect(row).toHaveTextContent("10,000");
  });

  it("sends every denomination with its count", () => {
    const counts = { ...emptyCounts(), 50: 4, 1: 7 };
    expect(countRows(counts).filter((row) => row.count > 0)).toEqual([
      { denomination: 1, count: 7 },
      { denomination: 50, count: 4 },
    ]);
    expect(countsTotal(counts)).toBe(207);
  });
});
