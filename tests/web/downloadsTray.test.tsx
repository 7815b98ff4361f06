// The Downloads tray: the downloads this browser started (kept in localStorage) with rows written of rows to
// write, asked of the server while one is still coming; a finished one says so, a failed one stays, one the server
// does not know (another user's, a restart) leaves, and the list outlives the page (a reload reads it back).
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { downloadList } from "../../src/components/downloads/downloadList";
import { DownloadsTray } from "../../src/components/downloads/DownloadsTray";
import { signInForTest, stubGraphql } from "./fakeSession";

type Answer = { downloadId: string; status: string; rowsWritten: number; totalRows: number | null };

beforeEach(() => {
  localStorage.clear();
  signInForTest();
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const entry of downloadList.current()) downloadList.remove(entry.downloadId);
});

describe("the Downloads tray", () => {
  it("shows each download's progress from the server, then done, failed, or nothing when unknown", async () => {
    const answers: Record<string, Answer> = {
      a: { downloadId: "a", status: "WRITING", rowsWritten: 1500, totalRows: 50000 },
      b: { downloadId: "b", status: "FAILED", rowsWritten: 500, totalRows: 900 },
      c: { downloadId: "c", status: "UNKNOWN", rowsWritten: 0, totalRows: null },
    };
    const calls = stubGraphql((call) => ({ data: { getDownloadProgress: (call.variables.downloadIds as string[]).map((id) => answers[id]) } }));
    downloadList.add({ downloadId: "c", fileName: "gone.csv" });
    downloadList.add({ downloadId: "b", fileName: "orders.csv" });
    downloadList.add({ downloadId: "a", fileName: "stock-report.xlsx" });
    render(<DownloadsTray />);
    await waitFor(() => expect(screen.getByTestId("download-a").textContent).toContain("1,500 of 50,000 rows"));
    expect(screen.getByTestId("download-b").textContent).toContain("Failed: please download it again.");
    await waitFor(() => expect(screen.queryByTestId("download-c")).toBeNull());
    expect(JSON.parse(localStorage.getItem("pharmacy.downloads") ?? "[]").map((entry: { downloadId: string }) => entry.downloadId)).toEqual(["a", "b"]);

    answers.a = { downloadId: "a", status: "DONE", rowsWritten: 50000, totalRows: 50000 };
    await waitFor(() => expect(screen.getByTestId("download-a").textContent).toContain("Done: 50,000 rows"), { timeout: 3000 });
    // only what is still coming is asked again
    const asked = calls.length;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(calls.length).toBe(asked);

    fireEvent.click(screen.getByRole("button", { name: "Dismiss orders.csv" }));
    expect(screen.queryByTestId("download-b")).toBeNull();
  });

  it("shows nothing when no download was started", () => {
    stubGraphql(() => ({ data: { getDownloadProgress: [] } }));
    const { container } = render(<DownloadsTray />);
    expect(container.textContent).toBe("");
  });
});
