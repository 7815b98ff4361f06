import { useQueries } from "@tanstack/react-query";
import { useDataProvider, useResourceParams, type BaseRecord } from "@refinedev/core";
import { LOOKUP_LIMIT_MAX } from "../../../common/list";
import type { GridFilter } from "../../components/DataGrid";
import { pickerOf } from "../../providers/listQuery";
import { isGqlResourceMeta, type GqlResourceMeta } from "../../providers/resourceMeta";
import type { FieldDeclaration } from "../types";
import { searchedReferenceFilter } from "./ReferenceFilterSelect";

/** Meta for a resource's list operation with a smaller selection set. */
function listMeta(meta: GqlResourceMeta | undefined, fields: string | undefined): GqlResourceMeta | undefined {
  const list = meta?.gql?.list;
  if (!list) return meta;
  return { ...meta, gql: { list: { operation: list.operation, fields: fields ?? "id name" } } };
}

/** Labels of tree records carry their ancestors ("Medicines › Analgesics › Tablets"); others their own name. */
function treeLabels(records: readonly BaseRecord[], labelKey: string, parentKey: string | undefined) {
  const byId = new Map(records.map((record) => [String(record.id), record]));
  return (record: BaseRecord): string => {
    const names: string[] = [];
    const seen = new Set<string>();
    let current: BaseRecord | undefined = record;
    while (current && !seen.has(String(current.id))) {
      seen.add(String(current.id));
      names.unshift(String(current[labelKey] ?? ""));
      const parentId: unknown = parentKey ? current[parentKey] : undefined;
      current = typeof parentId === "string" ? byId.get(parentId) : undefined;
    }
    return names.join(" › ");
  };
}

/**
 * The column filters of fields whose filter picks another resource's records (column.filterReference), keyed by
 * field name: a lookup's records loaded once as a select (one cached request per resource); a searched
 * resource's records searched on the server as the user types.
 */
export function useReferenceFilterOptions<TRecord>(fields: readonly FieldDeclaration<TRecord>[]): Record<string, GridFilter> {
  const dataProvider = useDataProvider();
  const { resources } = useResourceParams();
  const referencing = fields.flatMap((field) => {
    const source = field.column ? field.column.filterReference : undefined;
    if (!source) return [];
    const meta = resources.find((item) => item.name === source.resource)?.meta;
    return [{ name: field.name, source, meta: isGqlResourceMeta(meta) ? meta : undefined }];
  });
  const lookups = referencing.filter(({ meta }) => pickerOf(meta) === "lookup");
  const results = useQueries({
    queries: lookups.map(({ source, meta: resourceMeta }) => {
      const meta = listMeta(resourceMeta, source.fields);
      return {
        queryKey: ["filter-options", source.resource, source.fields ?? "id name"],
        staleTime: 60_000,
        queryFn: async () => {
          const { data } = await dataProvider().getList<BaseRecord>({
            resource: source.resource,
            pagination: { currentPage: 1, pageSize: LOOKUP_LIMIT_MAX, mode: "server" },
            sorters: source.sorters ?? [{ field: source.optionLabel ?? "name", order: "asc" }],
            meta,
          });
          const labelOf = treeLabels(data, source.optionLabel ?? "name", source.tree?.parentKey);
          return data
            .map((item) => ({ label: labelOf(item), value: String(item[source.optionValue ?? "id"] ?? "") }))
            .sort((a, b) => a.label.localeCompare(b.label));
        },
      };
    }),
  });
  const loaded = new Map(lookups.map(({ name }, index) => [name, results[index]?.data ?? []]));
  return Object.fromEntries(
    referencing.map(({ name, source }): [string, GridFilter] => {
      const options = loaded.get(name);
      return [name, options ? { kind: "select", options } : searchedReferenceFilter(source)];
    }),
  );
}
