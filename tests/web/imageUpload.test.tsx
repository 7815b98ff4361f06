// The image fields upload with ?for=<what the form edits>, show the signed URL the API answers, and the form
// saves the plain path (the schemas strip the signature).
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { categoriesResource } from "../../src/resources/catalogue/categories";
import { ResourceForm } from "../../src/resources/screens/ResourceForm";
import { catalogueDataProvider } from "./catalogueFixtures";
import { RefineHarness } from "./refineHarness";

const slow = { timeout: 10_000 };
const path = "/files/00000000-0000-4000-8000-0000000000aa/00000000-0000-4000-8000-0000000000bb.png";
const signed = `${path}?exp=2000000000&sig=abc_-123`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("image fields", { timeout: 60_000 }, () => {
  it("uploads for the category, shows the signed URL and saves the plain path", async () => {
    const fetchCalls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        fetchCalls.push(url);
        const body = url.startsWith("/files") ? { url: signed, path } : { data: { result: { current: 1, max: 3 } } };
        return new Response(JSON.stringify(body), { status: url.startsWith("/files") ? 201 : 200 });
      }),
    );
    const { provider, create } = catalogueDataProvider();
    render(
      <RefineHarness dataProvider={provider}>
        <ResourceForm declaration={categoriesResource.declaration} id={null} onSaved={vi.fn()} onCancel={vi.fn()} />
      </RefineHarness>,
    );
    const field = await screen.findByTestId("field-imageUrl", undefined, slow);
    const input = field.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input in the image field");
    await userEvent.upload(input, new File([new Uint8Array([0x89, 0x50])], "logo.png", { type: "image/png" }));

    await waitFor(() => expect(field.querySelector("img")?.getAttribute("src")).toBe(signed), slow);
    expect(fetchCalls).toContain("/files?for=category");

    await userEvent.type(screen.getByTestId("field-name"), "Inhalers");
    await userEvent.click(screen.getByTestId("form-submit"));
    await waitFor(() => expect(create).toHaveBeenCalled(), slow);
    expect(create.mock.calls[0][0]).toMatchObject({ resource: "category", variables: { name: "Inhalers", imageUrl: path } });
  });
});
