// Compressed answers: the client's Accept-Encoding picks brotli or gzip (brotli on a tie), and answers of the
// GraphQL endpoint above COMPRESSION_THRESHOLD_BYTES go out through a node:zlib stream. The static app is
// compressed at build time instead (scripts/precompress.mjs, staticFiles.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable, type Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { constants, createBrotliCompress, createGzip } from "node:zlib";

export type ContentEncoding = "br" | "gzip";

/** What the server can send, in order of preference. */
export const SERVER_ENCODINGS: readonly ContentEncoding[] = ["br", "gzip"];

/** Smaller answers fit in a packet or two either way; compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

// Brotli at quality 4 compresses about as fast as gzip's default and smaller; 11 is for build time.
const ON_THE_FLY_BROTLI_QUALITY = 4;

/** A q-value (RFC 9110 §12.4.2); anything malformed counts as 0, "not acceptable". */
function parseQuality(value: string): number {
  return /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
}

/** Each coding the header names with its weight; `x-gzip` is gzip. */
function acceptedWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [rawName, ...params] = part.split(";");
    let name = rawName.trim().toLowerCase();
    if (!name) continue;
    if (name === "x-gzip") name = "gzip";
    let quality = 1;
    for (const param of params) {
      const [key, value = ""] = param.split("=").map((piece) => piece.trim());
      if (key.toLowerCase() === "q") quality = parseQuality(value);
    }
    weights.set(name, Math.max(quality, weights.get(name) ?? 0));
  }
  return weights;
}

/**
 * The encoding to answer with, from those `offered` (in order of preference): the one the client weighs highest,
 * a tie going to the earlier one; null for none (send the bytes as they are). `*` stands for any coding the
 * header does not name; q=0 refuses one.
 */
export function negotiateEncoding(
  acceptEncoding: string | readonly string[] | undefined,
  offered: readonly ContentEncoding[] = SERVER_ENCODINGS,
): ContentEncoding | null {
  const header = typeof acceptEncoding === "string" ? acceptEncoding : acceptEncoding?.join(",");
  if (!header) return null;
  const weights = acceptedWeights(header);
  let chosen: ContentEncoding | null = null;
  let chosenWeight = 0;
  for (const encoding of offered) {
    const weight = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (weight > chosenWeight) {
      chosen = encoding;
      chosenWeight = weight;
    }
  }
  return chosen;
}

function compressor(encoding: ContentEncoding, sizeHint: number): Transform {
  if (encoding === "gzip") return createGzip();
  const params: Record<number, number> = {
    [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  };
  if (Number.isFinite(sizeHint)) params[constants.BROTLI_PARAM_SIZE_HINT] = sizeHint;
  return createBrotliCompress({ params });
}

// JSON and text, but not event streams: compressing those would hold events back in the compressor's buffer.
const COMPRESSIBLE_TYPE = /^(application\/([\w.+-]*json|javascript|xml)|text\/(?!event-stream))/i;

function copyHeaders(response: Response, res: ServerResponse): void {
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") res.setHeader(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
}

/**
 * Sends a fetch Response (Yoga's answer) on Node's response: compressed when its type is JSON or text, it is at
 * least `threshold` bytes (or of unknown length) and the client accepts brotli or gzip; as it is otherwise.
 */
export async function sendCompressible(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  threshold = COMPRESSION_THRESHOLD_BYTES,
): Promise<void> {
  copyHeaders(response, res);
  const compressible = COMPRESSIBLE_TYPE.test(response.headers.get("content-type") ?? "") && !response.headers.has("content-encoding");
  if (compressible) res.appendHeader("vary", "Accept-Encoding");
  const length = Number(response.headers.get("content-length") ?? Number.NaN);
  const encoding = compressible && !(length < threshold) ? negotiateEncoding(req.headers["accept-encoding"]) : null;
  if (encoding) {
    res.setHeader("content-encoding", encoding);
    res.removeHeader("content-length");
  }
  res.writeHead(response.status, response.statusText);
  if (req.method === "HEAD" || !response.body) {
    res.end();
    return;
  }
  // Yoga's body is a ponyfilled ReadableStream, which Readable.fromWeb refuses; it is async-iterable all the same.
  const body = Readable.from(response.body as unknown as AsyncIterable<Uint8Array>);
  try {
    await (encoding ? pipeline(body, compressor(encoding, length), res) : pipeline(body, res));
  } catch (error) {
    // A client that hangs up mid-answer is not a server error.
    if (!res.destroyed) throw error;
  }
}
