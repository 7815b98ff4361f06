// Images and uploads for the /files API tests.
import { squarePng } from "../support/png";

/** A real 1×1 PNG (one red pixel); `padding` zero bytes after it make it bigger. */
export const tinyPng = (padding = 0): Buffer => squarePng(1, [255, 0, 0], padding);

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
