import type { BaseRecord } from "@refinedev/core";
import type { z } from "zod";
import { fieldErrorsFromZod } from "../../common/validation/fieldErrors";
import type { FieldDeclaration, FormValues, ResourceDeclaration } from "./types";

export const formFieldsOf = <TRecord extends BaseRecord>(declaration: ResourceDeclaration<TRecord>) =>
  (declaration.fields ?? []).filter((field) => field.form !== false);

export function isFieldVisible<TRecord>(field: FieldDeclaration<TRecord>, values: FormValues): boolean {
  return !field.form || !field.form.visibleWhen || field.form.visibleWhen(values);
}

/** Edit mode: the record → form values (per-field fromRecord, else the declaration's, else record[name]). */
export function valuesFromRecord<TRecord extends BaseRecord>(declaration: ResourceDeclaration<TRecord>, record: TRecord): FormValues {
  const base = declaration.form?.fromRecord?.(record) ?? {};
  const values: FormValues = {};
  for (const field of formFieldsOf(declaration)) {
    const fromField = field.form && field.form.fromRecord;
    values[field.name] = fromField ? fromField(record) : field.name in base ? base[field.name] : record[field.name];
  }
  return values;
}

/** Hidden fields are sent as null (e.g. no warehouse for a WAREHOUSE location). */
export function withHiddenCleared<TRecord extends BaseRecord>(declaration: ResourceDeclaration<TRecord>, values: FormValues): FormValues {
  const next: FormValues = { ...values };
  for (const field of formFieldsOf(declaration)) {
    if (!isFieldVisible(field, values)) next[field.name] = null;
  }
  return next;
}

/** Fields to reset when `changed` changes (their dependsOn names it). */
export function dependentsOf<TRecord extends BaseRecord>(declaration: ResourceDeclaration<TRecord>, changed: readonly string[]): string[] {
  return formFieldsOf(declaration)
    .filter((field) => field.form && field.form.dependsOn?.some((name) => changed.includes(name)))
    .map((field) => field.name);
}

/**
 * A bespoke form's errors from the shared schema (fieldErrorsFromZod: the first message of each field), where a
 * row of the list field `rowsField` is named by its own key (e.g. the product id of a line), not its index.
 */
export function errorsByRow(error: z.ZodError, rowsField: string, rowKeys: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrorsFromZod(error))) {
    const [field, index] = path.split(".");
    const name = field === rowsField && index !== undefined && /^\d+$/.test(index) ? (rowKeys[Number(index)] ?? field) : field;
    found[name] ??= message;
  }
  return found;
}
