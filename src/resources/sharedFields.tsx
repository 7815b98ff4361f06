// Field declarations and helpers that several resources share word for word.
import { ACTIVE_STATUS_OPTIONS, StatusTag } from "./catalogue/options";
import type { FieldDeclaration } from "./types";

/** The readable code (PRD-000001…) as the first, sticky column; never edited. */
export function secondaryIdField<TRow, TFormRecord = TRow>(): FieldDeclaration<TRow, TFormRecord> {
  return { name: "secondaryId", label: "ID", type: "text", column: { sticky: "left", width: 130 }, form: false };
}

/** ACTIVE / DEACTIVE / INACTIVE as a coloured tag in the list and a required select in the form. */
export function activeStatusField<TRow extends { status: string }, TFormRecord = TRow>(
  options: { width?: number; form?: FieldDeclaration<TRow, TFormRecord>["form"] } = {},
): FieldDeclaration<TRow, TFormRecord> {
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
export const formOnly = <TRow, TFormRecord>(fields: FieldDeclaration<TRow, TFormRecord>[]): FieldDeclaration<TRow, TFormRecord>[] =>
  fields.map((field) => ({ ...field, column: false }));

export const fieldNames = <TRow, TFormRecord>(fields: readonly FieldDeclaration<TRow, TFormRecord>[]): string[] => fields.map((field) => field.name);
