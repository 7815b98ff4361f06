// What the /files handlers answer besides a file: small JSON messages, and the request headers as a source.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { HeaderSource } from "../../session/requestContext";

export function answer(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store", "x-content-type-options": "nosniff" });
  res.end(JSON.stringify(body));
}

/** Nothing there, or nothing for this caller: the same answer, so that a file's existence is not revealed. */
export const notFound = (res: ServerResponse) => answer(res, 404, { message: "File not found." });

export function headerSource(req: IncomingMessage): HeaderSource {
  return {
    get(name: string): string | null {
      const value = req.headers[name.toLowerCase()];
      return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
    },
  };
}

export const queryOf = (req: IncomingMessage) => new URL(req.url ?? "/", "http://localhost").searchParams;
