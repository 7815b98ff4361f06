// The integration form (System → Integrations): the shared schema's messages on submit, the spec's defaults, and
// the access token and POS ID typed masked and never filled in.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ResourceForm } from "../../src/resources/screens/ResourceForm";
import { integrationsResource } from "../../src/resources/system/integrations";
import { fakeDataProvider, RefineHarness } from "./refineHarness";

const slow = { timeout: 10_000 };

function renderForm() {
  const { provider, create } = fakeDataProvider();
  render(
    <RefineHarness dataProvider={provider}>
      <ResourceForm declaration={integrationsResource.declaration} id={null} onSaved={vi.fn()} onCancel={vi.fn()} />
    </RefineHarness>,
  );
  return { create };
}

const input = (testId: string) => {
  const element = screen.getByTestId(testId);
  return element instanceof HTMLInputElement ? element : (element.querySelector("input") as HTMLInputElement);
};

describe("integration form", { timeout: 60_000 }, () => {
  it("starts from the spec's defaults and refuses a bad form with the field's message, sending nothing", async () => {
    const { create } = renderForm();
    expect(await screen.findByTestId("field-type", undefined, slow)).toHaveTextContent("FBR");
    expect(screen.getByTestId("field-status")).toHaveTextContent("Active");
    expect(screen.getByTestId("field-allowedOrderType")).toHaveTextContent("Normal");
    expect(input("field-charges").value).toBe("0");
    expect(input("field-accessToken").type).toBe("password");
    expect(input("field-posId").type).toBe("password");

    await userEvent.clear(input("field-charges"));
    await userEvent.type(input("field-charges"), "-1");
    await userEvent.type(input("field-posId"), "12ab");
    await userEvent.click(screen.getByTestId("form-submit"));
    // each field's message waits for itself: on a loaded machine they do not all show in the same render
    for (const message of ["Integration name is required", "Charges must be positive", "Please select a location.", "Register is required", "POS ID must be 1 to 12 digits."]) {
      expect(await screen.findByText(message, undefined, slow)).toBeInTheDocument();
    }
    await waitFor(() => expect(create).not.toHaveBeenCalled());
  });
});
