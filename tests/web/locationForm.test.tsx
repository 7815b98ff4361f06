import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ResourceForm } from "../../src/resources/screens/ResourceForm";
import { locationsResource } from "../../src/resources/system/locations";
import { fakeDataProvider, ids, RefineHarness } from "./refineHarness";

// antd validates asynchronously; give a busy machine time
const slow = { timeout: 10_000 };

/** Opens an antd select by its test id and picks the option with this label. */
async function choose(testId: string, label: string) {
  const select = await screen.findByTestId(testId);
  const trigger = select.querySelector(".ant-select-selector") ?? select;
  fireEvent.mouseDown(trigger);
  const option = await waitFor(
    () => {
    const found = Array.from(document.querySelectorAll<HTMLElement>(".ant-select-item-option")).find(
      (element) => element.getAttribute("title") === label && element.offsetParent !== undefined,
    );
    if (!found) throw new Error(`no option ${label}`);
    return found;
    },
    slow,
  );
  fireEvent.click(option);
}

function renderForm() {
  const { provider, create } = fakeDataProvider();
  const onSaved = vi.fn();
  render(
    <RefineHarness dataProvider={provider}>
      <ResourceForm declaration={locationsResource.declaration} id={null} onSaved={onSaved} onCancel={vi.fn()} />
    </RefineHarness>,
  );
  return { create, onSaved };
}

describe("location form", { timeout: 60_000 }, () => {
  it("asks for a warehouse when the location is RETAIL", async () => {
    renderForm();
    await choose("field-type", "Retail");
    expect(await screen.findByTestId("field-warehouse_id", undefined, slow)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId("form-submit"));
    expect(await screen.findByText("Warehouse is required for a retail location.", undefined, slow)).toBeInTheDocument();
    expect(screen.getByText("Name is required.")).toBeInTheDocument();
  });

  it("hides the warehouse field for a WAREHOUSE location", async () => {
    renderForm();
    expect(screen.queryByTestId("field-warehouse_id")).not.toBeInTheDocument();
    await choose("field-type", "Retail");
    expect(await screen.findByTestId("field-warehouse_id", undefined, slow)).toBeInTheDocument();
    await choose("field-type", "Warehouse");
    await waitFor(() => expect(screen.queryByTestId("field-warehouse_id")).not.toBeInTheDocument(), slow);
    await userEvent.click(screen.getByTestId("form-submit"));
    expect(await screen.findByText("Name is required.", undefined, slow)).toBeInTheDocument();
    expect(screen.queryByText("Warehouse is required for a retail location.")).not.toBeInTheDocument();
  });

  it("creates a location with the cities of the chosen country and without countryId", async () => {
    const { create, onSaved } = renderForm();
    await userEvent.type(screen.getByTestId("field-name"), "  Johar Town Store ");
    await choose("field-type", "Retail");
    await choose("field-warehouse_id", "Central Warehouse");
    await choose("field-countryId", "Pakistan");
    await choose("field-cityId", "Lahore");
    await userEvent.click(screen.getByTestId("form-submit"));
    await waitFor(() => expect(create).toHaveBeenCalled(), slow);
    expect(create.mock.calls[0][0].variables).toEqual({
      name: "Johar Town Store",
      type: "RETAIL",
      status: "ACTIVE",
      area: null,
      cityId: ids.lahore,
      taxNumber: null,
      salesTaxNumber: null,
      warehouse_id: ids.central,
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });
});
