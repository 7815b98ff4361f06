import type { FieldErrors } from "../../../common/validation/fieldErrors";

/**
 * antd setFields entries for messages keyed by field path ("name", "conversions.0.itemConversion"): a path
 * whose first segment is a known field becomes antd's name path; unknown fields are left out.
 */
export function fieldErrorEntries(errors: FieldErrors, known: readonly string[]) {
  return Object.entries(errors).flatMap(([path, message]) => {
    const [head, ...rest] = path.split(".");
    if (!known.includes(head)) return [];
    const name = rest.length === 0 ? head : [head, ...rest.map((part) => (/^\d+$/.test(part) ? Number(part) : part))];
    return [{ name, errors: [message] }];
  });
}
