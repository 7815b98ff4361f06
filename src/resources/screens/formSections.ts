import type { FieldDeclaration, FormSection } from "../types";

export interface ResolvedSection<TRecord> {
  title: string;
  fields: FieldDeclaration<TRecord>[];
}

/** Declared sections with their fields (in section order); fields no section names go to a last "Other" card. */
export function sectionsOf<TRecord>(
  sections: readonly FormSection[] | undefined,
  fields: readonly FieldDeclaration<TRecord>[],
): ResolvedSection<TRecord>[] | null {
  if (!sections || sections.length === 0) return null;
  const byName = new Map(fields.map((field) => [field.name, field]));
  const resolved = sections.map((section) => ({
    title: section.title,
    fields: section.fields.flatMap((name) => {
      const field = byName.get(name);
      return field ? [field] : [];
    }),
  }));
  const placed = new Set(sections.flatMap((section) => section.fields));
  const rest = fields.filter((field) => !placed.has(field.name));
  return rest.length > 0 ? [...resolved, { title: "Other", fields: rest }] : resolved;
}
