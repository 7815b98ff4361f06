// POST /files with the session headers the API client uses (x-api-key, x-account-id); answers the file's URL.
import { sessionHeaders } from "../../providers/graphqlClient";

export const UPLOAD_PATH = "/files";
export const UPLOAD_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_TYPE_MESSAGE = "Only PNG, JPEG or WebP images can be uploaded.";
export const UPLOAD_SIZE_MESSAGE = "The file is larger than 2 MB.";

function uploadHeaders(file: File): Record<string, string> {
  return { "content-type": file.type, "x-file-name": encodeURIComponent(file.name), ...sessionHeaders() };
}

/** The first problem the server would refuse the file for, checked before sending it. */
export function uploadProblem(file: File): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return UPLOAD_TYPE_MESSAGE;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_SIZE_MESSAGE;
  return null;
}

export async function uploadFile(file: File): Promise<string> {
  const problem = uploadProblem(file);
  if (problem) throw new Error(problem);
  const response = await fetch(UPLOAD_PATH, { method: "POST", headers: uploadHeaders(file), body: file });
  const body = (await response.json().catch(() => ({}))) as { url?: unknown; message?: unknown };
  if (!response.ok || typeof body.url !== "string") {
    throw new Error(typeof body.message === "string" ? body.message : "The image could not be uploaded.");
  }
  return body.url;
}
