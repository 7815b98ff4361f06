// Images and uploads for the /files API tests.
import { deflateSync } from "node:zlib";

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND with CRCs); `padding` zero bytes after it make it bigger. */
export function tinyPng(padding = 0): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from([0, 255, 0, 0, 255]))),
    chunk("IEND", Buffer.alloc(0)),
    Buffer.alloc(padding),
  ]);
}

export interface UploadRequest {
  baseUrl: string;
  /** The session's token; none: an anonymous request. */
  token?: string;
  /** The ?for= value; null: none sent. */
  purpose?: string | null;
  body?: Buffer;
  contentType?: string;
}

/** POST /files as the web's ImageUpload sends it. */
export function upload({ baseUrl, token, purpose = "product", body = tinyPng(), contentType = "image/png" }: UploadRequest) {
  const headers: Record<string, string> = { "content-type": contentType, "x-file-name": "photo.png" };
  if (token) headers["x-api-key"] = token;
  const query = purpose === null ? "" : `?${new URLSearchParams({ for: purpose })}`;
  return fetch(`${baseUrl}/files${query}`, { method: "POST", headers, body: new Uint8Array(body) });
}

export type Uploaded = { url: string; path: string };

/** Uploads and returns the answer, failing with the server's message unless it was 201. */
export async function uploaded(request: UploadRequest): Promise<Uploaded> {
  const response = await upload(request);
  const body = (await response.json()) as Uploaded & { message?: string };
  if (response.status !== 201) throw new Error(`Upload answered ${response.status}: ${body.message}`);
  return body;
}

/** A GET of a /files URL, with a session token or without. */
export function getFile(baseUrl: string, url: string, token?: string) {
  return fetch(`${baseUrl}${url}`, { headers: token ? { "x-api-key": token } : {} });
}
