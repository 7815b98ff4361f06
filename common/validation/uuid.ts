const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An 8-4-4-4-12 hex uuid, either case (no version check: the database's own ids pass). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
