// Pickers of large tables search the server: the location form's warehouse picker (locations are searched by
// name) through the app's real data provider, against a fake /graphql holding more warehouses than one search
// answers. Lookups (countries, cities) are still loaded whole.
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dataProvider } from "../../src/providers/dataProvider";
import { REFERENCE_SEARCH_LIMIT } from "../../src/resources/screens/referenceSource";
import { vendorsResource } from "../../src/resources/procurement/vendors";
import { ResourceForm } from "../../src/resources/screens/ResourceForm";
import { ResourceListPage } from "../../src/resources/screens/ResourceListPage";
import { locationsResource } from "../../src/resources/system/locations";
import { signInForTest, stubGraphql, type GraphqlCall } from "./fakeSession";
import { ids, RefineHarness } from "./refineHarness";

const slow = { timeout: 10_000 };

type Row = Record<string, unknown> & { id: string; name: string };
type Condition = { operator: string; field: string; value: unknown };

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
// 60 warehouses; the one the edited store is served by sorts last, beyond any one search's page
const warehouses: Row[] = [
  ...Array.from({ length: 59 }, (_, index) => ({ id: uuid(100 + index), name: `Depot ${String(index + 1).padStart(2, "0")}`, type: "WAREHOUSE", status: "ACTIVE" })),
  { id: uuid(999), name: "Zarghoon Depot", type: "WAREHOUSE", status: "ACTIVE" },
];
const zarghoon = warehouses[59];
const store = {
  id: uuid(1),
  secondaryId: "LOC-000061",
  name: "Quetta Store",
  type: "RETAIL",
  status: "ACTIVE",
  area: null,
  cityId: ids.lahore,
  city: { id: ids.lahore, name: "Lahore", countryId: ids.pakistan, country: { id: ids.pakistan, name: "Pakistan" } },
  taxNumber: null,
  salesTaxNumber: null,
  warehouseId: zarghoon.id,
  warehouse: { id: zarghoon.id, name: zarghoon.name },
  createdAt: "2030-01-01T00:00:00.000Z",
};
const tables: Record<string, Row[]> = {
  getLocations: [...warehouses, store],
  getCountries: [{ id: ids.pakistan, name: "Pakistan", code: "PK" }],
  getCities: [{ id: ids.lahore, name: "Lahore", countryId: ids.pakistan }],
  getVendors: [{ id: uuid(2), secondaryId: "VEN-000001", name: "Muller & Phipps", type: "DISTRIBUTOR", status: "ACTIVE", manufacturers: [], createdAt: "2030-01-01T00:00:00.000Z" }],
  getManufacturers: Array.from({ length: 80 }, (_, index) => ({ id: uuid(300 + index), name: `Maker ${String(index + 1).padStart(2, "0")}` })).concat([
    { id: uuid(400), name: "GSK Pakistan" },
  ]),
};

/** What the server does with a condition: EQUAL and a case-insensitive LIKE (contains); nested fields match nothing. */
function matches(row: Row, { operator, field, value }: Condition): boolean {
  if (field.includes(".")) return false;
  if (operator === "EQUAL") return row[field] === value;
  if (operator === "LIKE") return String(row[field] ?? "").toLowerCase().includes(String(value).toLowerCase());
  throw new Error(`unexpected operator ${operator}`);
}

/** A list operation as the server answers it: groups ANDed, conditions by the group's operator, sorted by name, one page. */
function answerList(call: GraphqlCall): object {
  const operation = Object.keys(tables).find((name) => call.query.includes(`${name}(`));
  if (!operation) return { errors: [{ message: `unexpected ${call.query}` }] };
  const groups = (call.variables.filter ?? []) as { conditions: Condition[]; logicalOperator: string }[];
  const rows = tables[operation]
    .filter((row) => groups.every((group) => (group.logicalOperator === "OR" ? group.conditions.some((c) => matches(row, c)) : group.conditions.every((c) => matches(row, c)))))
    .sort((a, b) => a.name.localeCompare(b.name));
  const limit = Number(call.variables.limit);
  return { data: { result: { data: rows.slice(0, limit), meta: { totalCount: rows.length } } } };
}

function fakeServer(): GraphqlCall[] {
  return stubGraphql((call) => (call.query.includes("getLocation(") ? { data: { result: store } } : answerList(call)));
}

const locationListCalls = (calls: GraphqlCall[]) => calls.filter((call) => call.query.includes("getLocations("));
const conditionsOf = (call: GraphqlCall) => ((call.variables.filter ?? []) as { conditions: Condition[] }[]).flatMap((group) => group.conditions);

function renderEdit() {
  signInForTest();
  render(
    <RefineHarness dataProvider={dataProvider}>
      <ResourceForm declaration={locationsResource.declaration} id={store.id} onSaved={vi.fn()} onCancel={vi.fn()} />
    </RefineHarness>,
  );
}

const shownOptions = () => Array.from(document.querySelectorAll<HTMLElement>(".ant-select-item-option")).map((option) => option.getAttribute("title"));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("searched reference pickers", { timeout: 60_000 }, () => {
  it("shows the chosen warehouse of an edited store, fetched by id, without loading every location", async () => {
    const calls = fakeServer();
    renderEdit();
    const picker = await screen.findByTestId("field-warehouse_id", undefined, slow);
    await waitFor(() => expect(within(picker).getByText("Zarghoon Depot")).toBeInTheDocument(), slow);
    const lists = locationListCalls(calls);
    // the first matches (warehouses only), and the chosen one by its id
    expect(lists.some((call) => call.variables.limit === REFERENCE_SEARCH_LIMIT && conditionsOf(call).some((c) => c.field === "type" && c.value === "WAREHOUSE"))).toBe(true);
    expect(lists.some((call) => conditionsOf(call).some((c) => c.field === "id" && c.operator === "EQUAL" && c.value === zarghoon.id))).toBe(true);
    for (const call of lists) expect(Number(call.variables.limit)).toBeLessThanOrEqual(REFERENCE_SEARCH_LIMIT);
    // lookups are still loaded whole
    expect(calls.find((call) => call.query.includes("getCountries("))?.variables.limit).toBe(100000);
  });

  it("sends what was typed as a LIKE on the name and shows the server's matches", async () => {
    const calls = fakeServer();
    renderEdit();
    const picker = await screen.findByTestId("field-warehouse_id", undefined, slow);
    await waitFor(() => expect(within(picker).getByText("Zarghoon Depot")).toBeInTheDocument(), slow);
    fireEvent.mouseDown(picker.querySelector(".ant-select-selector") ?? picker);
    await waitFor(() => expect(shownOptions()).toContain("Depot 01"), slow);

    fireEvent.change(within(picker).getByRole("combobox"), { target: { value: "  depot 5" } });
    await waitFor(() => expect(shownOptions()).not.toContain("Depot 01"), slow);
    const searched = locationListCalls(calls).filter((call) => conditionsOf(call).some((c) => c.operator === "LIKE"));
    expect(searched).toHaveLength(1);
    expect(conditionsOf(searched[0])).toEqual(
      expect.arrayContaining([
        { operator: "LIKE", field: "name", value: "depot 5" },
        { operator: "EQUAL", field: "type", value: "WAREHOUSE" },
      ]),
    );
    expect(shownOptions()).toEqual(expect.arrayContaining(["Depot 50", "Depot 51"]));
    expect(shownOptions()).not.toContain("Depot 49");

    fireEvent.change(within(picker).getByRole("combobox"), { target: { value: "no such depot" } });
    expect(await screen.findByText("No matches", undefined, slow)).toBeInTheDocument();
    // leaving the box keeps the chosen warehouse, named
    fireEvent.blur(within(picker).getByRole("combobox"));
    await waitFor(() => expect(picker.querySelector(".ant-select-selection-item")?.textContent).toBe("Zarghoon Depot"), slow);
  });

  it("filters a column by a searched reference: the menu searches manufacturers and filters by the one picked", async () => {
    const calls = fakeServer();
    signInForTest();
    render(
      <RefineHarness dataProvider={dataProvider}>
        <ResourceListPage declaration={vendorsResource.declaration} />
      </RefineHarness>,
    );
    // antd renders the header row twice (scroll layout); the first opens the menu
    fireEvent.click((await screen.findAllByTestId("column-menu-manufacturers", undefined, slow))[0]);
    const filter = await screen.findByTestId("column-menu-manufacturers-filter-select", undefined, slow);
    fireEvent.mouseDown(filter.querySelector(".ant-select-selector") ?? filter);
    fireEvent.change(within(filter).getByRole("combobox"), { target: { value: "gsk" } });
    await waitFor(() => expect(shownOptions()).toEqual(["GSK Pakistan"]), slow);
    const searches = calls.filter((call) => call.query.includes("getManufacturers("));
    expect(searches.every((call) => call.variables.limit === REFERENCE_SEARCH_LIMIT)).toBe(true);
    expect(searches.some((call) => conditionsOf(call).some((c) => c.operator === "LIKE" && c.value === "gsk"))).toBe(true);

    fireEvent.click(document.querySelector('.ant-select-item-option[title="GSK Pakistan"]') as HTMLElement);
    await waitFor(() => {
      const last = calls.filter((call) => call.query.includes("getVendors(")).at(-1);
      expect(last && conditionsOf(last)).toEqual([{ operator: "EQUAL", field: "manufacturers.name", value: "GSK Pakistan" }]);
    }, slow);
  });
});
