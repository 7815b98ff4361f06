// Fields only some readers of a type may see (common/permissions/fieldGuards.ts says who). What the services do
// about them: someone who may not read them may not filter or sort by them either (that would reveal them just
// as well), and an update of theirs keeps the stored values. The GraphQL side (null to anyone else) is
// guardedField in server/graphql/fieldGuards.ts.
import { mayReadGuarded } from "../../common/permissions/fieldGuards";
import type { AuthHolder } from "./context";
import type { ListFieldMap } from "./listEngine";

export function mayRead(holder: AuthHolder, readers: readonly string[]): boolean {
  return holder.auth !== null && mayReadGuarded(holder.auth.permissionStrings, readers);
}

/** The list fields without the guarded ones: what someone who may not read them can filter and sort by. */
export function withoutGuarded(fields: ListFieldMap, guarded: readonly string[]): ListFieldMap {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !guarded.includes(name)));
}

/**
 * An update by someone who may not read the guarded fields keeps their stored values: the form showed them
 * nothing (null) there, and saving it must not wipe what it could not show.
 */
export function keepGuarded<I extends object, K extends keyof I>(input: I, existing: Pick<I, K>, guarded: readonly K[]): I {
  return { ...input, ...Object.fromEntries(guarded.map((key) => [key, existing[key]])) };
}
