// Fields only some readers of a type may see (common/permissions/fieldGuards.ts says who). Anyone else reads
// null, without an error, so a screen that asks for such a field still renders. What services do about them
// (filters, updates) is in server/core/fieldGuards.ts.

/** Pothos options of a nullable field only `readers` see. */
export function guardedField(readers: readonly string[], description: string) {
  return { nullable: true, description, authScopes: { permission: readers }, unauthorizedResolver: () => null } as const;
}
