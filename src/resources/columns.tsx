import { Tag } from "antd";
import dayjs from "dayjs";
import type { BaseRecord } from "@refinedev/core";
import { labelColor } from "../../common/format/labelColor";
import type { GridColumn, GridFilter } from "../components/DataGrid";
import { readPath } from "../components/DataGrid/filterState";
import type { FieldDeclaration } from "./types";

export { DATE_FORMAT } from "../../common/format/date";
import { DATE_FORMAT } from "../../common/format/date";
import { enumLabel } from "../../common/format/enumLabel";

function filterOf<TRecord>(
  field: FieldDeclaration<TRecord>,
  kind: Exclude<GridFilter["kind"], "custom"> | false | undefined,
  referenceFilter: GridFilter | undefined,
): GridFilter | undefined {
  if (kind === false) return undefined;
  if (referenceFilter && (kind === undefined || kind === "select")) return referenceFilter;
  const chosen = kind ?? defaultFilterKind(field);
  if (!chosen) return undefined;
  if (chosen === "select") return { kind: "select", options: (field.options ?? []).map(({ label, value }) => ({ label, value })) };
  return { kind: chosen };
}

function defaultFilterKind<TRecord>(field: FieldDeclaration<TRecord>): Exclude<GridFilter["kind"], "custom"> | undefined {
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
      const text = option?.label ?? enumLabel(String(value));
      return <Tag color={option?.color ?? labelColor(text)}>{text}</Tag>;
    }
    if (field.type === "date") return dayjs(String(value)).format(DATE_FORMAT);
    if (field.type === "boolean") return value ? "Yes" : "No";
    return String(value);
  };
}

/**
 * The grid columns a declaration's fields describe (in declaration order); `referenceFilters` holds the filters
 * of columns whose filter picks another resource's records (by field name, see useReferenceFilterOptions).
 */
export function columnsOf<TRecord extends BaseRecord>(
  fields: readonly FieldDeclaration<TRecord>[],
  referenceFilters: Record<string, GridFilter> = {},
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
      filter: filterOf(field, options.filter, options.filterReference ? (referenceFilters[field.name] ?? { kind: "select", options: [] }) : undefined),
      render: options.render ?? defaultRender(field, path),
      sticky: options.sticky,
    };
    return [column];
  });
}
