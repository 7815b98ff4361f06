// Where the create transfer screen puts a refusal (src/resources/inventory/transfers/transferErrors.ts): each line the
// server names by its index beside that line (a lot by its code, a product by its id), the rest on their fields, and
// one short sentence counting the lines at fault.
import { describe, expect, it } from "vitest";
import { linesAtFaultText, transferErrorsByLine } from "../../src/resources/inventory/transfers/transferErrors";

const sent = { lotCodes: ["LOT-1", "LOT-2"], productIds: ["p-a", "p-b", "p-c"] };

describe("a refused transfer's errors", () => {
  it("go beside the lines they name, by what was sent", () => {
    const errors = transferErrorsByLine(
      { "products.1.packs": "Only 2 sealed packs of B can be sent from here, not 5.", "lotCodes.0": "LOT-1: no lot has this code.", demandNoteId: "Demand note DN-000001 is closed." },
      sent,
    );
    expect(errors).toEqual({ "p-b": "Only 2 sealed packs of B can be sent from here, not 5.", "LOT-1": "LOT-1: no lot has this code.", demandNoteId: "Demand note DN-000001 is closed." });
    expect(linesAtFaultText(errors, sent)).toBe("2 lines cannot be sent as they are: see the marked lines.");
    expect(linesAtFaultText({ "p-c": "x" }, sent)).toBe("1 line cannot be sent as it is: see the marked line.");
    expect(linesAtFaultText({ demandNoteId: "x" }, sent)).toBeNull();
  });

  it("keep an index past what was sent on its field", () => {
    expect(transferErrorsByLine({ "products.9.packs": "?" }, sent)).toEqual({ products: "?" });
  });
});
