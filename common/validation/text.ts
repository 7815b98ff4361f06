// What free text and links may contain. PostgreSQL refuses NUL in text outright, and the other control
// characters only hide or garble what a user later reads, so none of them is stored.

// C0 controls, DEL and the C1 controls. Multi-line text keeps tab, line feed and carriage return.
/* eslint-disable no-control-regex -- finding control characters is the point */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */
// Half of a surrogate pair without the other half: not a character, and not storable as UTF-8.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** PostgreSQL cannot store U+0000 in text or jsonb: a request carrying one anywhere is refused before it runs. */
export function hasNul(value: string): boolean {
  return value.includes("\u0000");
}
export const nulMessage = (field: string) => `${field} cannot contain a NUL character (\\u0000).`;

export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value);
}

export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/** An absolute http: or https: URL with a host (no javascript:, data:, file: or relative links). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value) || hasControlCharacters(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** The path our upload endpoint answers: /files/<tenant id>/<file id>.<png|jpg|jpeg|webp>. */
const UPLOADED_IMAGE = /^\/files\/[0-9a-f-]+\/[0-9a-f-]+\.(png|jpg|jpeg|webp)$/i;

/** An image we may show: one of our uploads or an http(s) link. */
export function isImageUrl(value: string): boolean {
  return UPLOADED_IMAGE.test(value) || isHttpUrl(value);
}
