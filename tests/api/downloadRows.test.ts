// Issue 25, item 1 (the embedded database's bound): a file is never larger than the server's row bound
// (DOWNLOAD_MAX_ROWS; 30,000 on the embedded database by default, where a file's rows are computed while every
// other request waits). Above it the link answers 413 with what to do, the page's progress says the same, and a
// file under the bound is made as before. Runs on a server of its own with a bound of 20 rows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, type ApiClient } from "../support/api";
import { expectData } from "../support/assertions";
import { demoAdmin } from "../support/logins";
import { startTestServer, type TestServer } from "../support/testServer";
import { addBulkLots, nearExpiryLink } from "./downloadHelpers";
import { send } from "./rawHttp";

const MAX_ROWS = 20;
const PROGRESS = `query ($ids: [ID!]!) { getDownloadProgress(downloadIds: $ids) { status totalRows failure } }`;
const ORDERS = `query ($startDate: String, $endDate: String) { downloadOrders(format: CSV, startDate: $startDate, endDate: $endDate) { url downloadId } }`;

let server: TestServer;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ downloads: { perUser: 3, maxSeconds: 60, stallSeconds: 5, maxRows: MAX_ROWS } });
  api = createApiClient(server.url);
  const session = await api.login(demoAdmin.email, demoAdmin.password);
  token = session.token;
  await addBulkLots(server.db, session.tenant.id, MAX_ROWS + 5);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe("a download above the server's row bound", () => {
  it("answers 413 naming the bound and what to do, and its progress says why", async () => {
    const link = await nearExpiryLink(api, token, "XLSX");
    const answer = await send(`${server.url}${link.url}`);
    expect(answer.status).toBe(413);
    expect(answer.text).toBe(`This file would hold more than ${MAX_ROWS} rows, more than this server makes at once. Narrow the filters (a location, a shorter period) and download again.`);
    const progress = expectData(await api.gql<{ getDownloadProgress: { status: string; totalRows: number | null; failure: string | null }[] }>(PROGRESS, { ids: [link.downloadId] }, { token }));
    expect(progress.getDownloadProgress).toEqual([{ status: "FAILED", totalRows: null, failure: answer.text }]);
  });

  it("still makes a file under the bound", async () => {
    const link = expectData(await api.gql<{ downloadOrders: { url: string } }>(ORDERS, { startDate: "2099-01-01", endDate: "2099-01-31" }, { token })).downloadOrders;
    const answer = await send(`${server.url}${link.url}`);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("Order,Date");
  });
});
