import { useQueries } from "@tanstack/react-query";
import { useDataProvider, useResourceParams, type BaseRecord } from "@refinedev/core";
import { LIST_LIMIT_MAX } from "../../../common/list";
import type { GridOption } from "../../components/DataGrid";
import { isGqlResourceMeta, type GqlResourceMeta } from "../../providers/resourceMeta";
import type { FieldDeclaration } from "../types";

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
 * Options of the columns whose select filter lists another resource's records (column.filterReference),
 * keyed by field name. One list request per referenced resource, cached like any other query.
 */
export function useReferenceFilterOptions<TRecord>(fields: readonly FieldDeclaration<TRecord>[]): Record<string, GridOption[]> {
  const dataProvider = useDataProvider();
  const { resources } = useResourceParams();
  const referencing = fields.flatMap((field) => {
    const source = field.column ? field.column.filterReference : undefined;
    return source ? [{ name: field.name, source }] : [];
  });
  const results = useQueries({
    queries: referencing.map(({ source }) => {
      const resource = resources.find((item) => item.name === source.resource);
      const meta = listMeta(isGqlResourceMeta(resource?.meta) ? resource.meta : undefined, source.fields);
      return {
        queryKey: ["filter-options", source.resource, source.fields ?? "id name"],
        staleTime: 60_000,
        queryFn: async () => {
          const { data } = await dataProvider().getList<BaseRecord>({
            resource: source.resource,
            pagination: { currentPage: 1, pageSize: LIST_LIMIT_MAX, mode: "server" },
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
  return Object.fromEntries(referencing.map(({ name }, index) => [name, results[index]?.data ?? []]));
}
