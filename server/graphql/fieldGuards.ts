// Fields only some readers of a type may see (common/permissions/fieldGuards.ts says who). Anyone else reads
// null, without an error, so a screen that asks for such a field still renders; and may not filter or sort by
// it either, since that would reveal it just as well.
import { mayReadGuarded } from "../../common/permissions/fieldGuards";
import type { RequestContext } from "./context";
import type { ListFieldMap } from "./listEngine";

/** Pothos options of a nullable field only `readers` see. */
export function guardedField(readers: readonly string[], description: string) {
  return { nullable: true, description, authScopes: { permission: readers }, unauthorizedResolver: () => null } as const;
}

export function mayRead(ctx: RequestContext, readers: readonly string[]): boolean {
  return ctx.auth !== null && mayReadGuarded(ctx.auth.permissionStrings, readers);
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
