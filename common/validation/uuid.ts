// The one uuid check of web, server and shared schemas (server/db re-exports it for the services).

/** The 8-4-4-4-12 hex form, unanchored and lower case: for patterns that hold a uuid (a stored file's path). */
export const UUID_PATTERN_SOURCE = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

const UUID = new RegExp(`^${UUID_PATTERN_SOURCE}$`, "i");

/** An 8-4-4-4-12 hex uuid, either case (no version check: the database's own ids pass). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
