import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DataGrid } from "../../src/components/DataGrid";
import { columnVisibilityKey } from "../../src/components/DataGrid/constants";
import { gridProps, StatefulGrid } from "./gridFixtures";

const grid = () => screen.getByTestId("data-grid");
// antd renders the headers a second time in a hidden measure row: query the real header
const header = () => within(grid().querySelector("thead") as HTMLElement);
const headerTexts = () => Array.from(grid().querySelectorAll("thead th")).map((cell) => cell.textContent?.trim() ?? "").filter(Boolean);

describe("DataGrid", { timeout: 60_000 }, () => {
  it("renders a row per record, nested paths included", () => {
    render(<DataGrid {...gridProps()} />);
    expect(grid()).toHaveAttribute("data-grid-id", "test-grid");
    expect(screen.getByText("Central Warehouse")).toBeInTheDocument();
    expect(screen.getByText("Gulberg Store")).toBeInTheDocument();
    expect(screen.getAllByText("Lahore")).toHaveLength(2);
  });

  it("opens a row by a click on it, but not by a click on a button in it", async () => {
    const onRowClick = vi.fn();
    const withAction = [
      ...gridProps().columns,
      { key: "actions", title: "Action", hideable: false, render: () => <button type="button">Edit</button> },
    ];
    render(<DataGrid {...gridProps({ onRowClick })} columns={withAction} />);
    await userEvent.click(screen.getByText("Gulberg Store"));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    expect(onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: "2" }));
    await userEvent.click(screen.getAllByRole("button", { name: "Edit" })[0]);
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it("shows 'No Data Found' with no rows", () => {
    render(<DataGrid {...gridProps({ rows: [], total: 0 })} />);
    expect(screen.getByTestId("grid-empty")).toHaveTextContent("No Data Found");
    expect(screen.getByTestId("grid-empty")).toHaveStyle({ height: "300px" });
  });

  it("shows skeleton rows while loading (10 by default, configurable)", () => {
    const { container, rerender } = render(<DataGrid {...gridProps({ loading: true })} />);
    expect(container.querySelectorAll("tr.grid-skeleton-row")).toHaveLength(10);
    expect(screen.queryByText("Central Warehouse")).not.toBeInTheDocument();
    rerender(<DataGrid {...gridProps({ loading: true, skeletonRows: 3 })} />);
    expect(container.querySelectorAll("tr.grid-skeleton-row")).toHaveLength(3);
  });

  it("shows 'Page X of Y' and asks for the next and last pages", async () => {
    const onPageChange = vi.fn();
    render(<DataGrid {...gridProps({ total: 45, currentPage: 2, onPageChange })} />);
    expect(screen.getByTestId("grid-page-info")).toHaveTextContent("Page 2 of 5");
    await userEvent.click(screen.getByTestId("grid-page-next"));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByTestId("grid-page-last"));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(screen.getByTestId("grid-page-first"));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it("says 'about' when the server's total is an estimate, and only then", () => {
    const { rerender } = render(<DataGrid {...gridProps({ total: 6419, pageSize: 20, totalIsEstimate: true })} />);
    expect(screen.getByTestId("grid-total-estimate")).toHaveTextContent("about 6,419 rows");
    expect(screen.getByTestId("grid-page-info")).toHaveTextContent("Page 1 of about 321");
    rerender(<DataGrid {...gridProps({ total: 6419, pageSize: 20 })} />);
    expect(screen.queryByTestId("grid-total-estimate")).not.toBeInTheDocument();
    expect(screen.getByTestId("grid-page-info")).toHaveTextContent("Page 1 of 321");
  });

  it("moves to the real last page when the page it shows is past the end", () => {
    const onPageChange = vi.fn();
    // the estimate said about 321 pages; page 321 came back empty with the exact total
    render(<DataGrid {...gridProps({ rows: [], total: 6299, pageSize: 20, currentPage: 321, onPageChange })} />);
    expect(onPageChange).toHaveBeenCalledWith(315);
  });

  it("stays on an empty first page", () => {
    const onPageChange = vi.fn();
    render(<DataGrid {...gridProps({ rows: [], total: 0, onPageChange })} />);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it("disables next and last on the last page", () => {
    render(<DataGrid {...gridProps({ total: 20, currentPage: 2 })} />);
    expect(screen.getByTestId("grid-page-info")).toHaveTextContent("Page 2 of 2");
    expect(screen.getByTestId("grid-page-next")).toBeDisabled();
    expect(screen.getByTestId("grid-page-last")).toBeDisabled();
    expect(screen.getByTestId("grid-page-prev")).toBeEnabled();
  });

  it("Toggle All hides and shows the columns and remembers it per grid id", async () => {
    const { unmount } = render(<DataGrid {...gridProps()} />);
    await userEvent.click(screen.getByTestId("columns-toggle"));
    const toggleAll = await screen.findByTestId("columns-toggle-all");
    expect(within(toggleAll.closest("label") ?? toggleAll).getByText("Toggle All")).toBeInTheDocument();

    await userEvent.click(toggleAll);
    expect(headerTexts()).toEqual([]);
    expect(JSON.parse(localStorage.getItem(columnVisibilityKey("test-grid")) ?? "{}")).toEqual({
      name: false,
      type: false,
      city: false,
    });
    unmount();

    // same grid id: still hidden; another grid id: unaffected
    const again = render(<DataGrid {...gridProps()} />);
    expect(headerTexts()).toEqual([]);
    again.unmount();
    render(<DataGrid {...gridProps({ gridId: "other-grid" })} />);
    expect(headerTexts()).toEqual(["Name", "Type", "City"]);
  });

  it("Toggle All shows every column again, and one checkbox hides one column", async () => {
    localStorage.setItem(columnVisibilityKey("test-grid"), JSON.stringify({ name: false, type: false, city: false }));
    render(<DataGrid {...gridProps()} />);
    await userEvent.click(screen.getByTestId("columns-toggle"));
    await userEvent.click(await screen.findByTestId("columns-toggle-all"));
    expect(headerTexts()).toEqual(["Name", "Type", "City"]);
    await userEvent.click(screen.getByTestId("columns-toggle-type"));
    expect(headerTexts()).toEqual(["Name", "City"]);
    expect(JSON.parse(localStorage.getItem(columnVisibilityKey("test-grid")) ?? "{}")).toMatchObject({ type: false });
  });

  it("sorts A to Z and Z to A from the column menu", async () => {
    const onSorters = vi.fn();
    render(<StatefulGrid onSorters={onSorters} />);
    await userEvent.click(header().getByTestId("column-menu-city"));
    await userEvent.click(await screen.findByTestId("column-menu-city-asc"));
    expect(onSorters).toHaveBeenLastCalledWith([{ field: "city.name", order: "asc" }]);

    await userEvent.click(header().getByTestId("column-menu-name"));
    await userEvent.click(await screen.findByTestId("column-menu-name-desc"));
    expect(onSorters).toHaveBeenLastCalledWith([{ field: "name", order: "desc" }]);
  });

  it("reads as the spec's popup: A to Z, Z to A, Clear Filter, Filter", async () => {
    render(<DataGrid {...gridProps()} />);
    await userEvent.click(header().getByTestId("column-menu-name"));
    const panel = await screen.findByTestId("column-menu-name-panel");
    // the buttons that say something (the text box's clear cross is an icon)
    const entries = within(panel)
      .getAllByRole("button")
      .map((button) => button.textContent?.trim())
      .filter(Boolean);
    expect(entries).toEqual(["A to Z", "Z to A", "Clear Filter", "Filter"]);
    expect(within(panel).getByPlaceholderText("Contains…")).toBeInTheDocument();
    expect(panel).not.toHaveTextContent("Apply");
  });

  it("applies a listed value only when 'Filter' is pressed", async () => {
    const onFiltersChange = vi.fn();
    render(<DataGrid {...gridProps({ onFiltersChange })} />);
    await userEvent.click(header().getByTestId("column-menu-type"));
    const select = await screen.findByTestId("column-menu-type-filter-select");
    await userEvent.click(within(select).getByRole("combobox"));
    await userEvent.click(await screen.findByTitle("Retail"));
    expect(onFiltersChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId("column-menu-type-filter-apply"));
    expect(onFiltersChange).toHaveBeenLastCalledWith([{ field: "type", operator: "eq", value: "RETAIL" }]);
  });

  it("filters a number range with 'Filter'", async () => {
    const onFiltersChange = vi.fn();
    const numbered = [{ key: "total", title: "Total", sortable: true, filter: { kind: "number" as const } }];
    render(<DataGrid {...gridProps({ onFiltersChange })} columns={numbered} />);
    await userEvent.click(header().getByTestId("column-menu-total"));
    await userEvent.type(await screen.findByTestId("column-menu-total-filter-min"), "5");
    await userEvent.type(screen.getByTestId("column-menu-total-filter-max"), "50");
    await userEvent.click(screen.getByTestId("column-menu-total-filter-apply"));
    expect(onFiltersChange).toHaveBeenLastCalledWith([
      { field: "total", operator: "gte", value: 5 },
      { field: "total", operator: "lte", value: 50 },
    ]);
  });

  it("filters a text column (contains) and clears it", async () => {
    const onFiltersChange = vi.fn();
    const onPageChange = vi.fn();
    const { rerender } = render(<DataGrid {...gridProps({ onFiltersChange, onPageChange })} />);
    await userEvent.click(header().getByTestId("column-menu-name"));
    await userEvent.type(await screen.findByTestId("column-menu-name-filter-text"), "Gulberg{Enter}");
    expect(onFiltersChange).toHaveBeenLastCalledWith([{ field: "name", operator: "contains", value: "Gulberg" }]);
    expect(onPageChange).toHaveBeenLastCalledWith(1);

    rerender(
      <DataGrid {...gridProps({ onFiltersChange, onPageChange, filters: [{ field: "name", operator: "contains", value: "Gulberg" }] })} />,
    );
    await userEvent.click(header().getByTestId("column-menu-name"));
    await waitFor(() => expect(screen.getByTestId("column-menu-name-clear")).toBeEnabled());
    await userEvent.click(screen.getByTestId("column-menu-name-clear"));
    expect(onFiltersChange).toHaveBeenLastCalledWith([]);
  });
});
