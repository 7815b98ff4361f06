// Enter in a long form moves between fields and never submits; a text area keeps its new lines, a select its list,
// and the submit button still submits. The purchase order form follows the same rule.
import { Refine } from "@refinedev/core";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp, Button, Form, Input, InputNumber, Select } from "antd";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enterMovesToNextField } from "../../src/components/forms/enterMovesToNextField";
import { builtResources } from "../../src/resources";
import { PurchaseOrderFormPage } from "../../src/resources/procurement/purchaseOrders/PurchaseOrderFormPage";
import { signInForTest, stubGraphql } from "./fakeSession";
import { fakeDataProvider } from "./refineHarness";

const slow = { timeout: 10_000 };

function LongForm({ onFinish }: { onFinish: () => void }) {
  return (
    <Form onFinish={onFinish} onKeyDown={enterMovesToNextField}>
      <Form.Item name="batch">
        <Input aria-label="Batch" />
      </Form.Item>
      <Form.Item name="notes">
        <Input.TextArea aria-label="Notes" />
      </Form.Item>
      <Form.Item name="quantity">
        <InputNumber aria-label="Quantity" />
      </Form.Item>
      <Form.Item name="disabled">
        <Input aria-label="Disabled" disabled />
      </Form.Item>
      <Form.Item name="kind">
        <Select aria-label="Kind" options={[{ value: "A", label: "Kind A" }]} />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

describe("Enter in a long form", () => {
  it("moves to the next field (Shift+Enter back), keeps new lines in a text area and submits only from the button", async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    render(<LongForm onFinish={onFinish} />);
    await user.type(screen.getByLabelText("Batch"), "SCAN-0042{Enter}");
    expect(screen.getByLabelText("Notes")).toHaveFocus();
    await user.type(screen.getByLabelText("Notes"), "first{Enter}second");
    expect(screen.getByLabelText("Notes")).toHaveValue("first\nsecond");
    await user.click(screen.getByLabelText("Quantity"));
    await user.keyboard("12{Enter}");
    // the disabled field is skipped; a select keeps Enter to open its list
    expect(screen.getByRole("combobox")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("combobox")).toHaveFocus();
    await user.click(screen.getByLabelText("Quantity"));
    await user.keyboard("{Shift>}{Enter}{/Shift}");
    expect(screen.getByLabelText("Notes")).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onFinish).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0][0]).toMatchObject({ batch: "SCAN-0042", quantity: 12 });
  });
});

describe("purchase order form", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("moves on from the expected delivery date with Enter instead of submitting the order", async () => {
    const warehouse = { id: "11111111-1111-4111-8111-111111111111", name: "Central Warehouse", type: "WAREHOUSE" };
    signInForTest({ locations: [warehouse] });
    const calls = stubGraphql(() => ({ data: { result: { data: [] } } }));
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <AntdApp>
          <Refine dataProvider={fakeDataProvider().provider} resources={builtResources} options={{ disableTelemetry: true }}>
            <PurchaseOrderFormPage />
          </Refine>
        </AntdApp>
      </MemoryRouter>,
    );
    const date = await screen.findByTestId("field-expectedDeliveryDate", undefined, slow);
    const input = date instanceof HTMLInputElement ? date : (date.querySelector("input") as HTMLInputElement);
    await user.click(input);
    await user.keyboard("{Enter}");
    expect(input).not.toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // a submit would have validated the empty order: no vendor message, nothing sent
    expect(screen.queryByText("Please select a vendor.")).toBeNull();
    expect(calls.some((call) => call.query.includes("createPurchaseOrder"))).toBe(false);
  });
});
