// Downloads from outside (issue 25): links asked for through GraphQL, fetched over raw HTTP so that a test can
// stop reading, cancel mid-stream or hold a socket open, and a large report made with SQL.
import { request, type IncomingMessage } from "node:http";
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db";
import type { ApiClient } from "../support/api";
import { expectData } from "../support/assertions";

export const NEAR_EXPIRY_LINK = `query ($days: Int!, $format: DownloadFormat!) { downloadNearExpiryLots(format: $format, days: $days) { url downloadId } }`;

/** A link to the near-expiry lots of every location of the user (every lot made by addBulkLots is in it). */
export async function nearExpiryLink(api: ApiClient, token: string, format: "CSV" | "XLSX" = "CSV"): Promise<{ url: string; downloadId: string }> {
  return expectData(await api.gql<{ downloadNearExpiryLots: { url: string; downloadId: string } }>(NEAR_EXPIRY_LINK, { days: 3650, format }, { token })).downloadNearExpiryLots;
}

/** `count` more lots of a tenant (copies of one of its lots, expiring in 100 days): a report of some megabytes. */
export async function addBulkLots(db: Database, tenantId: string, count: number): Promise<void> {
  await db.execute(sql`insert into product_lots (tenant_id, id, action_id, product_id, location_id, vendor_id, grn_item_id, status, is_opened, is_foc, quantity,
      purchasing_price, mrp_selling_unit, tax_selling_unit, batch_number, batch_expiry)
    select l.tenant_id, gen_random_uuid(), 'BULK-' || g, l.product_id, l.location_id, l.vendor_id, l.grn_item_id, 'IN_INVENTORY', false, false, 1,
      l.purchasing_price, l.mrp_selling_unit, l.tax_selling_unit, 'BULK-BATCH-' || g || '-padding-to-make-each-line-longer', current_date + 100
    from (select * from product_lots where tenant_id = ${tenantId}::uuid and status = 'IN_INVENTORY' limit 1) l, generate_series(1, ${count}) g`);
}

export interface OpenDownload {
  response: IncomingMessage;
  /** Resolves when the server has closed the connection (or it failed). */
  closed: Promise<void>;
  cancel(): void;
}

/**
 * GETs `url` and resolves once the answer's headers are in; with `firstChunk`, once some of the body too. The
 * body is then left unread (`response.pause()`): the client stalls until cancel().
 */
export function openDownload(baseUrl: string, path: string, options: { firstChunk?: boolean; timeoutMs?: number } = {}): Promise<OpenDownload> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { agent: false });
    let closedResolve: () => void = () => undefined;
    const closed = new Promise<void>((done) => (closedResolve = done));
    req.on("close", () => closedResolve());
    req.on("error", (error) => {
      closedResolve();
      reject(error);
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`No answer to ${path.slice(0, 40)}… within ${options.timeoutMs ?? 15_000} ms`));
    }, options.timeoutMs ?? 15_000);
    req.on("response", (response) => {
      // cancelling mid-body aborts the response: expected here, not a failure
      response.on("error", () => undefined);
      const done = () => {
        clearTimeout(timer);
        response.pause();
        resolve({ response, closed, cancel: () => req.destroy() });
      };
      if (!options.firstChunk || response.statusCode !== 200) return done();
      response.once("data", done);
    });
    req.end();
  });
}

/** Milliseconds `work` took, and what it answered. */
export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}
