// The grid moving one page on passes the previous page's last row (`after`), so a long list can start right there
// instead of skipping every row before the page (issue 16); a jump, a new sort or a new page size does not.
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useDataGrid } from "../../src/components/DataGrid/useDataGrid";
import { dataProvider } from "../../src/providers/dataProvider";
import { signInForTest, stubGraphql, type GraphqlCall } from "./fakeSession";
import { RefineHarness } from "./refineHarness";

const rowId = (page: number, index: number) => `00000000-0000-4000-8000-${String(page * 100 + index).padStart(12, "0")}`;

function Grid() {
  const { gridState } = useDataGrid({ resource: "countries", pageSize: 2, syncWithLocation: false });
  return (
    <>
      <output data-testid="rows">{gridState.rows.map((row) => row.id).join(",")}</output>
      <button onClick={() => gridState.onPageChange(gridState.currentPage + 1)}>next</button>
      <button onClick={() => gridState.onPageChange(7)}>page 7</button>
      <button onClick={() => gridState.onSortersChange?.([{ field: "name", order: "desc" }])}>sort</button>
    </>
  );
}
const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

function answerPages(): GraphqlCall[] {
  return stubGraphql((call) => {
    const page = Number(call.variables.page ?? 1);
    return { data: { result: { data: [0, 1].map((index) => ({ id: rowId(page, index), name: `Country ${page}.${index}` })), meta: { totalCount: 100, totalIsEstimate: false } } } };
  });
}

const lastCall = (calls: GraphqlCall[]) => calls[calls.length - 1];

afterEach(() => vi.unstubAllGlobals());

describe("the grid's next page", () => {
  it("passes the last row shown when moving one page on, and nothing when jumping or after a new sort", async () => {
    signInForTest();
    const calls = answerPages();
    render(
      <RefineHarness dataProvider={dataProvider}>
        <Grid />
      </RefineHarness>,
    );
    await waitFor(() => expect(screen.getByTestId("rows")).toHaveTextContent(rowId(1, 1)));
    expect(lastCall(calls).variables.after).toBeUndefined();

    click("next");
    await waitFor(() => expect(screen.getByTestId("rows")).toHaveTextContent(rowId(2, 1)));
    expect(lastCall(calls).variables).toMatchObject({ page: 2, after: rowId(1, 1) });
    expect(lastCall(calls).query).toContain("after: $after");

    click("next");
    await waitFor(() => expect(screen.getByTestId("rows")).toHaveTextContent(rowId(3, 1)));
    expect(lastCall(calls).variables).toMatchObject({ page: 3, after: rowId(2, 1) });

    click("page 7");
    await waitFor(() => expect(screen.getByTestId("rows")).toHaveTextContent(rowId(7, 1)));
    expect(lastCall(calls).variables.after).toBeUndefined();
    expect(lastCall(calls).query).not.toContain("$after");

    click("next");
    await waitFor(() => expect(screen.getByTestId("rows")).toHaveTextContent(rowId(8, 1)));
    expect(lastCall(calls).variables).toMatchObject({ page: 8, after: rowId(7, 1) });
    // the same page under another sort is not read after a row of the old order
    click("sort");
    await waitFor(() => expect(lastCall(calls).variables.sort).toEqual([{ field: "name", direction: "DESC" }]));
    expect(lastCall(calls).variables.after).toBeUndefined();
  });
});
