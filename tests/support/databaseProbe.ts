// A test-only door to the shared API server's database, for what no API reads or writes (the activity log, a row
// that only predates today's rules): the api and e2e projects' global setups serve it on loopback through the server's
// own database handle, so it works on the embedded PGlite (which only the server's process may open) as on
// PostgreSQL. Tests call it through queryApiDatabase and queryE2eDatabase (apiDatabase.ts). Never part of the server.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "../../server/db";

export interface ProbeRequest {
  /** SQL with $1, $2… placeholders. */
  text: string;
  params: unknown[];
}

/** The text with each $n bound as a parameter (never spliced into the SQL). */
function boundSql({ text, params }: ProbeRequest): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)),
    sql``,
  );
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

/** Serves queries on the database on 127.0.0.1 at a random port and path; the URL is the only key. */
export async function serveDatabaseProbe(db: Database): Promise<{ url: string; close(): Promise<void> }> {
  const path = `/${randomBytes(16).toString("hex")}`;
  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== "POST" || req.url !== path) {
        res.writeHead(404).end();
        return;
      }
      try {
        const rows = await queryRows(db, boundSql(JSON.parse(await bodyOf(req)) as ProbeRequest));
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(rows));
      } catch (error) {
        res.writeHead(500, { "content-type": "text/plain" }).end(error instanceof Error ? error.message : String(error));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
