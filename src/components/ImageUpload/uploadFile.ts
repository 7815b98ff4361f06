// POST /files?for=<purpose> with the session headers the API client uses (x-api-key, x-account-id); answers a
// signed URL to show the image at (the server keeps the plain path when a record is saved with it).
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_TYPES, type UploadPurpose } from "../../../common/files/uploads";
import { sessionHeaders } from "../../providers/graphqlClient";

const UPLOAD_PATH = "/files";
export { UPLOAD_TYPES };

function uploadHeaders(file: File): Record<string, string> {
  return { "content-type": file.type, "x-file-name": encodeURIComponent(file.name), ...sessionHeaders() };
}

/** The first problem the server would refuse the file for, checked before sending it. */
export function uploadProblem(file: File): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.type;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

export async function uploadFile(file: File, purpose: UploadPurpose): Promise<string> {
  const problem = uploadProblem(file);
  if (problem) throw new Error(problem);
  const url = `${UPLOAD_PATH}?${new URLSearchParams({ for: purpose })}`;
  const response = await fetch(url, { method: "POST", headers: uploadHeaders(file), body: file });
  const body = (await response.json().catch(() => ({}))) as { url?: unknown; message?: unknown };
  if (!response.ok || typeof body.url !== "string") {
    throw new Error(typeof body.message === "string" ? body.message : "The image could not be uploaded.");
  }
  return body.url;
}
