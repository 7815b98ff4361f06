import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BaseRecord } from "@refinedev/core";
import { phoneMessage } from "../../common/format/phone";
import { CATEGORY_DEPTH_MESSAGE } from "../../common/schemas/category";
import { categoriesResource } from "../../src/resources/catalogue/categories";
import { productsResource } from "../../src/resources/catalogue/products";
import { vendorsResource } from "../../src/resources/procurement/vendors";
import { ResourceForm } from "../../src/resources/screens/ResourceForm";
import type { ResourceDeclaration } from "../../src/resources/types";
import { catalogueDataProvider } from "./catalogueFixtures";
import { RefineHarness } from "./refineHarness";

const slow = { timeout: 10_000 };

function renderForm<TRecord extends BaseRecord>(declaration: ResourceDeclaration<TRecord>) {
  const { provider, create } = catalogueDataProvider();
  render(
    <RefineHarness dataProvider={provider}>
      <ResourceForm declaration={declaration} id={null} onSaved={vi.fn()} onCancel={vi.fn()} />
    </RefineHarness>,
  );
  return { create };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("catalogue forms", { timeout: 60_000 }, () => {
  it("offers to add a typed tag on the product form and selects the new tag", async () => {
    const { create } = renderForm(productsResource.declaration);
    const tags = await screen.findByTestId("field-tagIds", undefined, slow);
    const search = within(tags).getByRole("combobox");
    fireEvent.mouseDown(tags.querySelector(".ant-select-selector") ?? tags);
    fireEvent.change(search, { target: { value: "Cold Relief" } });
    const add = await screen.findByText('+ Add "Cold Relief"', undefined, slow);
    fireEvent.click(add);
    await waitFor(() => expect(create).toHaveBeenCalled(), slow);
    expect(create.mock.calls[0][0]).toMatchObject({ resource: "tags", variables: { name: "Cold Relief" } });
    await waitFor(() => expect(within(tags).getByText("Cold Relief")).toBeInTheDocument(), slow);
    // an existing name is picked, not added again
    fireEvent.change(search, { target: { value: "Fever" } });
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="Fever"]')).not.toBeNull(), slow);
    expect(screen.queryByText('+ Add "Fever"')).not.toBeInTheDocument();
  });

  it("shows the phone validation message on the vendor form", async () => {
    const { create } = renderForm(vendorsResource.declaration);
    fireEvent.change(await screen.findByTestId("field-name", undefined, slow), { target: { value: "Muller & Phipps" } });
    const phone = screen.getByTestId("field-primaryPhone");
    fireEvent.change(phone, { target: { value: "12345" } });
    expect(await screen.findByText(phoneMessage, undefined, slow)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId("form-submit"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(phone, { target: { value: "0300 1234567" } });
    await waitFor(() => expect(screen.queryByText(phoneMessage)).not.toBeInTheDocument(), slow);
  });

  it("shows the shared schemas' bounds on the vendor form and does not save", async () => {
    const { create } = renderForm(vendorsResource.declaration);
    const name = await screen.findByTestId("field-name", undefined, slow);
    fireEvent.change(name, { target: { value: "Muller\u0000Phipps" } });
    expect(await screen.findByText("Name cannot contain control characters.", undefined, slow)).toBeInTheDocument();
    fireEvent.change(screen.getByTestId("field-creditLimit"), { target: { value: "20000000000" } });
    expect(await screen.findByText("Credit limit must be at most 1,000,000,000.", undefined, slow)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId("form-submit"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(create).not.toHaveBeenCalled();
  });

  it.each([
    ["product", "a negative maximum retail price", productsResource.declaration, "field-maximumRetailPrice", "-5", "Maximum retail price cannot be negative."],
    ["product", "a price with 3 decimals", productsResource.declaration, "field-purchasingPrice", "10.125", "Purchasing price can have at most 2 decimals."],
    ["vendor", "a negative credit limit", vendorsResource.declaration, "field-creditLimit", "-100", "Credit limit cannot be negative."],
    ["vendor", "a lead time that is not whole", vendorsResource.declaration, "field-leadTime", "2.5", "Lead time must be a whole number of 0 or more."],
  ] as const)("refuses on the %s form %s at its field, as typed (not clamped or rounded), and does not save", async (_form, _case, declaration, testId, typed, message) => {
    const { create } = renderForm(declaration as ResourceDeclaration<BaseRecord>);
    const input = await screen.findByTestId(testId, undefined, slow);
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.blur(input);
    const item = input.closest(".ant-form-item") as HTMLElement;
    expect(await within(item).findByText(message, undefined, slow)).toBeInTheDocument();
    expect(input).toHaveValue(typed);
    await userEvent.click(screen.getByTestId("form-submit"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(create).not.toHaveBeenCalled();
    expect(input).toHaveValue(typed);
  });

  it("refuses a bad value in a row of a list field (a conversion) at that row's field", async () => {
    const { create } = renderForm(productsResource.declaration);
    fireEvent.click(await screen.findByTestId("field-conversions-add", undefined, slow));
    const quantity = await screen.findByTestId("field-conversions-0-itemConversion", undefined, slow);
    fireEvent.change(quantity, { target: { value: "0" } });
    fireEvent.blur(quantity);
    const row = within(quantity.closest(".ant-form-item") as HTMLElement);
    expect(await row.findByText("Conversion must be a whole number of at least 1.", undefined, slow)).toBeInTheDocument();
    expect(quantity).toHaveValue("0");
    await userEvent.click(screen.getByTestId("form-submit"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(create).not.toHaveBeenCalled();
  });

  it("picks the parent category from a tree where the third level cannot take children", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ data: { result: { current: 1, max: 3 } } }), { status: 200 })),
    );
    const { create } = renderForm(categoriesResource.declaration);
    expect(await screen.findByText("This category will be at level 1 of at most 3.", undefined, slow)).toBeInTheDocument();
    const parent = await screen.findByTestId("field-parentId", undefined, slow);
    fireEvent.mouseDown(parent.querySelector(".ant-select-selector") ?? parent);
    const node = (title: string) =>
      Array.from(document.querySelectorAll<HTMLElement>(".ant-select-tree-treenode")).find((element) =>
        element.querySelector(`[title="${title}"]`),
      );
    await waitFor(() => expect(node("Pain Relief")).toBeDefined(), slow);
    // nested: Medicines › Analgesics › Pain Relief, each one level deeper
    const indents = (title: string) => node(title)?.querySelectorAll(".ant-select-tree-indent-unit").length;
    expect(indents("Medicines")).toBe(0);
    expect(indents("Analgesics")).toBe(1);
    expect(indents("Pain Relief")).toBe(2);
    expect(node("Pain Relief")?.className).toContain("ant-select-tree-treenode-disabled");
    expect(node("Analgesics")?.className).not.toContain("disabled");
    fireEvent.click(node("Analgesics")?.querySelector('[title="Analgesics"]') as HTMLElement);
    await waitFor(() => expect(parent.querySelector(".ant-select-selection-item")?.textContent).toBe("Analgesics"), slow);

    // the server's refusal lands on the parent field
    create.mockRejectedValueOnce(
      Object.assign(new Error(CATEGORY_DEPTH_MESSAGE), { statusCode: 422, fields: { parentId: CATEGORY_DEPTH_MESSAGE } }),
    );
    fireEvent.change(screen.getByTestId("field-name"), { target: { value: "Chewable" } });
    await userEvent.click(screen.getByTestId("form-submit"));
    const item = parent.closest(".ant-form-item") as HTMLElement;
    await waitFor(() => expect(within(item).getByText(CATEGORY_DEPTH_MESSAGE)).toBeInTheDocument(), slow);
  });
});
