import { useList, useResourceParams, type BaseRecord, type MetaQuery } from "@refinedev/core";
import { LIST_LIMIT_MAX } from "../../../common/list";
import { isGqlResourceMeta } from "../../providers/resourceMeta";
import type { FormValues, ReferenceSource } from "../types";

export interface ReferenceOption {
  label: string;
  value: string;
}

const text = (item: BaseRecord, key: string) => String(item[key] ?? "");

/** The referenced resource's list operation with the source's smaller selection set, when it names one. */
function useOptionsMeta(source: ReferenceSource): MetaQuery | undefined {
  const { resource } = useResourceParams({ resource: source.resource });
  const list = isGqlResourceMeta(resource?.meta) ? resource.meta.gql?.list : undefined;
  if (!source.fields || !list) return undefined;
  return { gql: { list: { operation: list.operation, fields: source.fields } } };
}

/** Every record of a reference source (lookups fetch up to 100000 rows at once) and its select options. */
export function useReferenceOptions(source: ReferenceSource, values: FormValues) {
  const labelKey = source.optionLabel ?? "name";
  const valueKey = source.optionValue ?? "id";
  const meta = useOptionsMeta(source);
  const enabled = source.enabled ? source.enabled(values) : true;
  const { result, query } = useList<BaseRecord>({
    resource: source.resource,
    sorters: source.sorters,
    filters: source.filters ? source.filters(values) : [],
    pagination: { currentPage: 1, pageSize: LIST_LIMIT_MAX, mode: "server" },
    queryOptions: { enabled },
    meta,
  });
  const records = enabled ? result.data : [];
  const options: ReferenceOption[] = records.map((item) => ({ label: text(item, labelKey), value: text(item, valueKey) }));
  return { records, options, enabled, loading: enabled && query.isFetching, labelKey, valueKey };
}
