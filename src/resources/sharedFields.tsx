// Field declarations and helpers that several resources share word for word.
import { ACTIVE_STATUS_OPTIONS, StatusTag } from "./catalogue/options";
import type { FieldDeclaration } from "./types";

/** The readable code (PRD-000001…) as the first, sticky column; never edited. */
export function secondaryIdField<TRecord>(): FieldDeclaration<TRecord> {
  return { name: "secondaryId", label: "ID", type: "text", column: { sticky: "left", width: 130 }, form: false };
}

/** ACTIVE / DEACTIVE / INACTIVE as a coloured tag in the list and a required select in the form. */
export function activeStatusField<TRecord extends { status: string }>(
  options: { width?: number; form?: FieldDeclaration<TRecord>["form"] } = {},
): FieldDeclaration<TRecord> {
  return {
    name: "status",
    label: "Status",
    type: "select",
    options: ACTIVE_STATUS_OPTIONS,
    column: { width: options.width ?? 120, render: (record) => <StatusTag status={record.status} /> },
    form: options.form ?? { required: true },
  };
}

/** Fields shown only in the form (the list has columns of its own). */
export const formOnly = <TRecord,>(fields: FieldDeclaration<TRecord>[]): FieldDeclaration<TRecord>[] =>
  fields.map((field) => ({ ...field, column: false }));

export const fieldNames = <TRecord,>(fields: readonly FieldDeclaration<TRecord>[]): string[] => fields.map((field) => field.name);
