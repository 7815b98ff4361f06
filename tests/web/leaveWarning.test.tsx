import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Refine } from "@refinedev/core";
import { UnsavedChangesNotifier } from "@refinedev/react-router";
import { App as AntdApp } from "antd";
import { Link, MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { builtResources } from "../../src/resources";
import { manufacturersResource } from "../../src/resources/procurement/manufacturers";
import { ResourceFormPage } from "../../src/resources/screens/ResourceFormPage";
import { catalogueDataProvider } from "./catalogueFixtures";

const slow = { timeout: 10_000 };
const LIST = "/app/procurement/manufacturer";

/** A generated page form (Create Manufacturer) in the app's shell: Refine's notifier, a menu link, the list route. */
function renderFormPage() {
  const { provider, create } = catalogueDataProvider();
  render(
    <MemoryRouter initialEntries={[`${LIST}/create`]}>
      <AntdApp>
        <Refine dataProvider={provider} resources={builtResources} options={{ disableTelemetry: true, warnWhenUnsavedChanges: true }}>
          <Link to="/app/product-catalog/product" data-testid="menu-product">
            Product
          </Link>
          <Routes>
            <Route path={`${LIST}/create`} element={<ResourceFormPage declaration={manufacturersResource.declaration} />} />
            <Route path={LIST} element={<div data-testid="list-page">Manufacturers</div>} />
            <Route path="/app/product-catalog/product" element={<div data-testid="product-page">Products</div>} />
          </Routes>
          <UnsavedChangesNotifier />
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
  return { create };
}

function stubConfirm(answer: boolean) {
  const confirm = vi.fn(() => answer);
  vi.stubGlobal("confirm", confirm);
  return confirm;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("leaving a generated page form", { timeout: 60_000 }, () => {
  it("goes back without asking while nothing was changed", async () => {
    const confirm = stubConfirm(false);
    renderFormPage();
    await screen.findByTestId("field-name", undefined, slow);
    await userEvent.click(screen.getByTestId("form-back"));
    expect(await screen.findByTestId("list-page")).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it("asks before Back, Cancel or the menu once the user typed; staying keeps the typing", async () => {
    const confirm = stubConfirm(false);
    renderFormPage();
    fireEvent.change(await screen.findByTestId("field-name", undefined, slow), { target: { value: "Getz Pharma" } });

    await userEvent.click(screen.getByTestId("form-back"));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(String(confirm.mock.calls[0])).toContain("unsaved changes");
    await userEvent.click(screen.getByTestId("form-cancel"));
    await userEvent.click(screen.getByTestId("menu-product"));
    expect(confirm).toHaveBeenCalledTimes(3);
    expect(screen.queryByTestId("list-page")).not.toBeInTheDocument();
    expect(screen.queryByTestId("product-page")).not.toBeInTheDocument();
    expect(screen.getByTestId("field-name")).toHaveValue("Getz Pharma");

    // saying yes leaves
    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByTestId("menu-product"));
    expect(await screen.findByTestId("product-page")).toBeInTheDocument();
  });

  it("leaves without asking after a save", async () => {
    const confirm = stubConfirm(false);
    const { create } = renderFormPage();
    fireEvent.change(await screen.findByTestId("field-name", undefined, slow), { target: { value: "Searle" } });
    await userEvent.click(screen.getByTestId("form-submit"));
    await waitFor(() => expect(create).toHaveBeenCalled(), slow);
    expect(await screen.findByTestId("list-page", undefined, slow)).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });
});
