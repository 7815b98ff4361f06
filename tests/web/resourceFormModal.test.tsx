// The generic screens' modal form (locations and every other declaration with form mode "modal"): closing it with
// changes made (Escape, the close icon, Cancel) asks before discarding them; an untouched form closes at once.
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp } from "antd";
import { Refine } from "@refinedev/core";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { builtResources } from "../../src/resources";
import { ResourceFormModal } from "../../src/resources/screens/ResourceFormModal";
import { locationsResource } from "../../src/resources/system/locations";
import { fakeDataProvider } from "./refineHarness";

const slow = { timeout: 10_000 };

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderModal() {
  render(
    <MemoryRouter initialEntries={["/app/system/locations?mode=create"]}>
      <AntdApp>
        <Refine dataProvider={fakeDataProvider().provider} resources={builtResources} options={{ disableTelemetry: true }}>
          <ResourceFormModal declaration={locationsResource.declaration} />
          <Search />
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
}

const formDialog = () => screen.getByTestId("resource-form-locations");
/** Escape as a browser sends it (the dialog reads keyCode, which user-event leaves out). */
const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape", code: "Escape", keyCode: 27 });
/** The confirmation asking to discard (antd's confirm dialog). */
const confirmDialog = () =>
  waitFor(() => {
    const dialog = document.querySelector<HTMLElement>(".ant-modal-confirm");
    if (!dialog) throw new Error("no confirmation");
    expect(dialog).toHaveTextContent("Discard your changes?");
    return dialog;
  }, slow);
// (the hook reads the query from window.location, which a MemoryRouter leaves empty: only mode and id matter here)
const closed = () => waitFor(() => expect(screen.getByTestId("search")).not.toHaveTextContent("mode="), slow);

describe("modal form of the generic screens", { timeout: 30_000 }, () => {
  it("asks before Escape discards changes, and keeps them when the user goes on editing", async () => {
    const user = userEvent.setup();
    renderModal();
    const name = await screen.findByTestId("field-name", undefined, slow);
    await user.type(name, "Johar Town Store");
    pressEscape();
    const question = await confirmDialog();
    expect(question).toHaveTextContent("The changes you made in this form have not been saved. Closing it now will lose them.");
    await user.click(within(question).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(document.querySelector(".ant-modal-confirm")).toBeNull(), slow);
    expect(screen.getByTestId("search")).toHaveTextContent("mode=create");
    expect(screen.getByTestId("field-name")).toHaveValue("Johar Town Store");

    await user.click(within(formDialog()).getByTestId("form-cancel"));
    const again = await confirmDialog();
    await user.click(within(again).getByRole("button", { name: "Discard changes" }));
    await closed();
  });

  it("closes an untouched form at once", async () => {
    const user = userEvent.setup();
    renderModal();
    await user.click(await screen.findByTestId("field-name", undefined, slow));
    pressEscape();
    await closed();
    expect(document.querySelector(".ant-modal-confirm")).toBeNull();
  });
});
