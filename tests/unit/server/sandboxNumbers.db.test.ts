// The fiscal sandbox's invoice numbers stay unique past a million invoices: the row's id is written whole after
// the time stamp (an outside review found lpad cutting ids of 7 digits to 6, so ten ids shared one number a second
// and nine of the posts failed on the unique key).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fiscalSandboxInvoices } from "../../../server/db/schema";
import { issueNumber } from "../../../server/modules/fiscal/sandboxRegistry";
import { openTestDatabase, type OpenTestDatabase } from "../db/openTestDatabase";

let handle: OpenTestDatabase;

beforeAll(async () => {
  handle = await openTestDatabase();
}, 120_000);

afterAll(async () => {
  await handle?.dispose();
});

describe("sandbox invoice numbers", () => {
  it("are SBX, the time to the second, then the id: six digits at least, every digit of a longer id", async () => {
    const integrationId = randomUUID();
    const ids = [7, 1_234_560, 1_234_561, 1_234_569, 98_765_432_100];
    await handle.db.insert(fiscalSandboxInvoices).values(ids.map((id) => ({ id, authority: "fbr", integrationTenantId: randomUUID(), integrationId, usin: `USIN-${id}`, invoiceType: 1 })));
    const numbers = await Promise.all(ids.map((id) => issueNumber(handle.db, id)));
    expect(numbers.map((number) => number.slice(15))).toEqual(["000007", "1234560", "1234561", "1234569", "98765432100"]);
    for (const number of numbers) expect(number).toMatch(/^SBX\d{12}\d{6,}$/);
    expect(new Set(numbers).size).toBe(ids.length);
    // a retry answers the number made the first time
    expect(await issueNumber(handle.db, 1_234_561)).toBe(numbers[2]);
  });
});
