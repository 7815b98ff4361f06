import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsFromZod } from "../../../common/validation/fieldErrors";

describe("fieldErrorsFromZod", () => {
  it("keeps the first message per path and joins nested paths with '.'", () => {
    const schema = z.object({
      name: z.string().min(3, { error: "Too short." }).regex(/^[A-Z]/, { error: "Capital first." }),
      items: z.array(z.object({ qty: z.number({ error: "Quantity is required" }) })),
    });
    const result = schema.safeParse({ name: "a", items: [{ qty: 1 }, {}] });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrorsFromZod(result.error)).toEqual({ name: "Too short.", "items.1.qty": "Quantity is required" });
    }
  });
});
