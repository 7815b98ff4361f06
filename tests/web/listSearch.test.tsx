import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import type { CrudFilter } from "@refinedev/core";
import { describe, expect, it } from "vitest";
import { DataGrid } from "../../src/components/DataGrid";
import { ListSearch } from "../../src/resources/screens/ListSearch";
import { gridProps } from "./gridFixtures";

/** The search box above the grid, both on one filter state, as a declared list has them. */
function SearchedGrid() {
  const [filters, setFilters] = useState<CrudFilter[]>([]);
  return (
    <>
      <ListSearch field="name" filters={filters} onFiltersChange={setFilters} />
      <output data-testid="applied">{JSON.stringify(filters)}</output>
      <DataGrid {...gridProps()} filters={filters} onFiltersChange={setFilters} />
    </>
  );
}

const header = () => within(screen.getByTestId("data-grid").querySelector("thead") as HTMLElement);
const search = () => screen.getByTestId("list-search");

describe("the list's search box", { timeout: 30_000 }, () => {
  it("empties when 'Clear Filter' removes its filter, and shows a name filter set in the column menu", async () => {
    render(<SearchedGrid />);
    await userEvent.type(search(), "Gulberg");
    await waitFor(() => expect(screen.getByTestId("applied")).toHaveTextContent('"value":"Gulberg"'), { timeout: 3_000 });

    await userEvent.click(header().getByTestId("column-menu-name"));
    await waitFor(() => expect(screen.getByTestId("column-menu-name-clear")).toBeEnabled());
    await userEvent.click(screen.getByTestId("column-menu-name-clear"));
    expect(screen.getByTestId("applied")).toHaveTextContent("[]");
    expect(search()).toHaveValue("");
    // the debounced old text does not come back
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(search()).toHaveValue("");
    expect(screen.getByTestId("applied")).toHaveTextContent("[]");

    await userEvent.click(header().getByTestId("column-menu-name"));
    await userEvent.type(await screen.findByTestId("column-menu-name-filter-text"), "Central{Enter}");
    expect(search()).toHaveValue("Central");
  });

  it("keeps what is being typed (a trailing space included) while its filter applies", async () => {
    render(<SearchedGrid />);
    await userEvent.type(search(), "Central ");
    await waitFor(() => expect(screen.getByTestId("applied")).toHaveTextContent('"value":"Central"'), { timeout: 3_000 });
    expect(search()).toHaveValue("Central ");
  });
});
