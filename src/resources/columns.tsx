import { Tag } from "antd";
import dayjs from "dayjs";
import type { BaseRecord } from "@refinedev/core";
import { labelColor } from "../../common/format/labelColor";
import type { GridColumn, GridFilter, GridOption } from "../components/DataGrid";
import { readPath } from "../components/DataGrid/filterState";
import type { FieldDeclaration } from "./types";

export const DATE_FORMAT = "DD/MM/YYYY";

function filterOf<TRecord>(
  field: FieldDeclaration<TRecord>,
  kind: GridFilter["kind"] | false | undefined,
  referenceOptions: readonly GridOption[] | undefined,
): GridFilter | undefined {
  if (kind === false) return undefined;
  const chosen = kind ?? (referenceOptions ? "select" : defaultFilterKind(field));
  if (!chosen) return undefined;
  if (chosen === "select") {
    return { kind: "select", options: referenceOptions ?? (field.options ?? []).map(({ label, value }) => ({ label, value })) };
  }
  return { kind: chosen };
}

function defaultFilterKind<TRecord>(field: FieldDeclaration<TRecord>): GridFilter["kind"] | undefined {
  switch (field.type) {
    case "select":
      return "select";
    case "number":
      return "number";
    case "date":
      return "date";
    case "boolean":
      return undefined;
    default:
      return "text";
  }
}

/** Default cell: enums as coloured tags, dates as DD/MM/YYYY, booleans as Yes/No. */
function defaultRender<TRecord extends BaseRecord>(field: FieldDeclaration<TRecord>, path: string) {
  return (record: TRecord) => {
    const value = readPath(record, path);
    if (value === null || value === undefined || value === "") return "—";
    if (field.type === "select") {
      const option = field.options?.find((candidate) => candidate.value === value);
      const text = option?.label ?? String(value);
      return <Tag color={option?.color ?? labelColor(text)}>{text}</Tag>;
    }
    if (field.type === "date") return dayjs(String(value)).format(DATE_FORMAT);
    if (field.type === "boolean") return value ? "Yes" : "No";
    return String(value);
  };
}

/**
 * The grid columns a declaration's fields describe (in declaration order); `referenceOptions` holds the loaded
 * options of columns whose filter lists another resource's records (by field name).
 */
export function columnsOf<TRecord extends BaseRecord>(
  fields: readonly FieldDeclaration<TRecord>[],
  referenceOptions: Record<string, readonly GridOption[]> = {},
): GridColumn<TRecord>[] {
  return fields.flatMap((field) => {
    if (field.column === false) return [];
    const options = field.column ?? {};
    const serverField = options.field ?? field.name;
    const path = options.path ?? serverField;
    const column: GridColumn<TRecord> = {
      key: field.name,
      title: options.title ?? field.label,
      field: serverField,
      path,
      width: options.width,
      sortable: options.sortable ?? true,
      filter: filterOf(field, options.filter, options.filterReference ? (referenceOptions[field.name] ?? []) : undefined),
      render: options.render ?? defaultRender(field, path),
      sticky: options.sticky,
    };
    return [column];
  });
}
