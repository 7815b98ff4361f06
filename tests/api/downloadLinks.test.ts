// Issue 25, item 11 (downloads): a link works once and only while the session that asked for it lasts; at most
// DOWNLOADS_PER_USER downloads of a user run at once, counted in the database (so across server processes); a bad
// % escape in the path and an impossible date in the range answer 400 with a readable message, never 500.
import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { loadConfig } from "../../server/config";
import { downloadToken } from "../../server/modules/reports/downloadLinks";
import { gql, login } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { demoAdmin } from "../support/logins";
import { TEST_SECRETS_KEY } from "../support/testServer";
import "../support/providedContext";
import { send } from "./rawHttp";

const apiUrl = inject("apiUrl");
const ORDERS = `query ($startDate: String, $endDate: String) { downloadOrders(format: CSV, startDate: $startDate, endDate: $endDate) { url downloadId } }`;

async function ordersLink(token: string, range: { startDate?: string; endDate?: string } = {}): Promise<{ url: string; downloadId: string }> {
  return expectData(await gql<{ downloadOrders: { url: string; downloadId: string } }>(ORDERS, range, { token })).downloadOrders;
}

describe("a download link", () => {
  it("works once", async () => {
    const { token } = await login(demoAdmin.email, demoAdmin.password);
    const link = await ordersLink(token);
    const first = await send(`${apiUrl}${link.url}`);
    expect(first.status).toBe(200);
    expect(first.text).toContain("Order,Date");
    const again = await send(`${apiUrl}${link.url}`);
    expect(again.status).toBe(403);
    expect(again.text).toBe("This download link has been used already: ask for the file again.");
  });

  it("ends with the session that asked for it", async () => {
    const session = await login(demoAdmin.email, demoAdmin.password);
    const link = await ordersLink(session.token);
    expectData(await gql(`mutation { logout }`, {}, { token: session.token }));
    const answer = await send(`${apiUrl}${link.url}`);
    expect(answer.status).toBe(403);
    expect(answer.text).toBe("This download link ended with the session that asked for it: sign in and ask for the file again.");
  });

  it("answers 400 to a bad % escape, without a 500 in the log", async () => {
    const { token } = await login(demoAdmin.email, demoAdmin.password);
    const link = await ordersLink(token);
    const answer = await send(`${apiUrl}${link.url}%E0%A4%A`);
    expect(answer.status).toBe(400);
    expect(answer.text).toBe("This download link is damaged (a bad % escape): ask for the file again.");
  });

  it("refuses an impossible date in the range, when asked for and in a signed link", async () => {
    const session = await login(demoAdmin.email, demoAdmin.password);
    expectGqlError(await gql(ORDERS, { startDate: "2026-02-31" }, { token: session.token }), "BAD_USER_INPUT", "The start date must be a calendar date (YYYY-MM-DD) between 1900-01-01 and 2100-12-31.");
    expectGqlError(await gql(ORDERS, { endDate: "2026-13-01" }, { token: session.token }), "BAD_USER_INPUT", "The end date must be a calendar date (YYYY-MM-DD) between 1900-01-01 and 2100-12-31.");
    // a link signed before the check existed (or by a caller holding the key) meets the same rule, as a 400
    const [{ id: sessionId }] = await queryApiDatabase<{ id: string }>("select id from sessions where user_id = $1 order by created_at desc limit 1", [session.user.id]);
    const config = { ...loadConfig({}), secretsKey: TEST_SECRETS_KEY };
    const filters = { locationId: null, startDate: "2026-02-31", endDate: null };
    const { token } = downloadToken(config, { report: "orders", format: "CSV", tenantId: session.tenant.id, userId: session.user.id, sessionId, filters, downloadId: randomUUID() });
    const answer = await send(`${apiUrl}/downloads/${token}`);
    expect(answer.status).toBe(400);
    expect(answer.text).toBe("The start date must be a calendar date (YYYY-MM-DD) between 1900-01-01 and 2100-12-31.");
  });
});

describe("downloads at once", () => {
  it("a user has at most DOWNLOADS_PER_USER (3) running, counted across server processes", async () => {
    const session = await login(demoAdmin.email, demoAdmin.password);
    // three downloads of this user running in other processes: their claims, as those processes wrote them
    const running = [randomUUID(), randomUUID(), randomUUID()];
    for (const key of running) {
      await queryApiDatabase("insert into idempotency_keys (tenant_id, operation, key, request_hash, result) values ($1, 'download', $2, 'x', $3)", [
        session.tenant.id,
        key,
        JSON.stringify({ userId: session.user.id, sessionId: "elsewhere" }),
      ]);
    }
    const link = await ordersLink(session.token);
    const refused = await send(`${apiUrl}${link.url}`);
    expect(refused.status).toBe(429);
    expect(refused.text).toBe("You have too many downloads running: wait for one to finish, then try again.");
    expect(refused.headers.get("retry-after")).toBe("30");
    // one of them ends: the same link (not used by the refusal) now works
    await queryApiDatabase("update idempotency_keys set result = result || jsonb_build_object('finishedAt', now()) where tenant_id = $1 and key = $2", [session.tenant.id, running[0]]);
    expect((await send(`${apiUrl}${link.url}`)).status).toBe(200);
    for (const key of running) await queryApiDatabase("delete from idempotency_keys where tenant_id = $1 and key = $2", [session.tenant.id, key]);
  });
});
