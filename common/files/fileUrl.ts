// The API answers uploaded files as signed URLs (/files/<tenant>/<name>?exp=…&sig=…) and stores the plain path.
// A form that sends back what it loaded sends a signed URL: inputs keep only the path.

const SIGNED_FILE_URL = /^(\/files\/[^?#]+)[?#]/;

/** A /files URL without its query (the signature); any other text unchanged. */
export function plainFileUrl(url: string): string {
  return SIGNED_FILE_URL.exec(url)?.[1] ?? url;
}

/** plainFileUrl for an optional value. */
export function plainFileUrlOrNull(url: string | null): string | null {
  return url === null ? null : plainFileUrl(url);
}
