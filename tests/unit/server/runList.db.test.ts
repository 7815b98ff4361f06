// runList on a real database: it hands the page query its window and counts the rest itself: the base table
// alone unless a filter reads a joined table, and not at all when the page shows the end of the list.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ListQueryArgs } from "../../../server/core/listEngine";
import { innerJoin, runList, type CountedRows, type ListWindow } from "../../../server/core/runList";
import { inTransaction } from "../../../server/core/transaction";
import { cities, locations } from "../../../server/db/schema";
import { locationListFields } from "../../../server/modules/locations/listFields";
import { useSignedInAdmin } from "./fixture";

const setup = useSignedInAdmin();

/**
 * The demo company's locations (3), counted with a join that matches nothing: a total of 0 shows that the count
 * took the joins. `rows` stands in for what the page query returns.
 */
function listWith(args: ListQueryArgs, rows: (window: ListWindow) => unknown[] | CountedRows<unknown>) {
  const windows: ListWindow[] = [];
  const page = inTransaction(setup.admin, ({ tx, tenantId }) =>
    runList(tx, args, {
      fields: locationListFields,
      tieBreaker: locations.id,
      from: locations,
      joins: [innerJoin(cities, sql`false`)],
      where: eq(locations.tenantId, tenantId),
      page: async (window) => {
        windows.push(window);
        return rows(window);
      },
    }),
  );
  return { page, windows };
}

const full = (window: ListWindow) => Array.from({ length: window.limit }, (_, index) => index);

describe("runList", () => {
  it("gives the page query the window of the asked page", async () => {
    const { page, windows } = listWith({ page: 3, limit: 2 }, () => []);
    await page;
    expect(windows).toHaveLength(1);
    expect(windows[0]).toMatchObject({ limit: 2, offset: 4 });
    expect(windows[0].orderBy).toHaveLength(1); // the tie-breaker alone
  });

  it("counts the base table alone when no filter reads a joined table", async () => {
    const { page } = listWith({ limit: 1, filter: [{ conditions: [{ field: "type", operator: "EQUAL", value: "RETAIL" }] }] }, full);
    expect((await page).meta).toMatchObject({ total: 2, totalCount: 2 });
  });

  it("counts through the joins when a filter reads a joined table", async () => {
    const { page } = listWith({ limit: 1, filter: [{ conditions: [{ field: "city.name", operator: "EQUAL", value: "Lahore" }] }] }, full);
    expect((await page).meta.total).toBe(0);
  });

  it("needs no count when the page is shorter than its limit, or empty on page 1", async () => {
    expect((await listWith({ page: 2, limit: 5 }, () => ["only"]).page).meta.total).toBe(6);
    expect((await listWith({ page: 1, limit: 5 }, () => []).page).meta.total).toBe(0);
    // past the end, an empty page says nothing of the total: counted
    expect((await listWith({ page: 9, limit: 5 }, () => []).page).meta.total).toBe(3);
  });

  it("takes the total a page query counted itself", async () => {
    const { page } = listWith({ limit: 2 }, () => ({ data: ["a", "b"], total: 42 }));
    expect((await page).meta.total).toBe(42);
  });
});
