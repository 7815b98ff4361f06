import { useList, type BaseRecord } from "@refinedev/core";
import { LOOKUP_LIMIT_MAX } from "../../../common/list";
import type { FormValues, ReferenceSource } from "../types";
import { textOf, useReferenceResource, type ReferenceOption } from "./referenceSource";

export type { ReferenceOption } from "./referenceSource";

/**
 * Every record of a lookup source (a small table: the server answers up to LOOKUP_LIMIT_MAX rows at once) and
 * its select options. `active` false asks nothing (the source is searched instead).
 */
export function useReferenceOptions(source: ReferenceSource, values: FormValues, active = true) {
  const labelKey = source.optionLabel ?? "name";
  const valueKey = source.optionValue ?? "id";
  const { meta } = useReferenceResource(source);
  const enabled = source.enabled ? source.enabled(values) : true;
  const { result, query } = useList<BaseRecord>({
    resource: source.resource,
    sorters: source.sorters,
    filters: source.filters ? source.filters(values) : [],
    pagination: { currentPage: 1, pageSize: LOOKUP_LIMIT_MAX, mode: "server" },
    queryOptions: { enabled: enabled && active },
    meta,
  });
  const records = enabled && active ? result.data : [];
  const options: ReferenceOption[] = records.map((item) => ({ label: textOf(item, labelKey), value: textOf(item, valueKey) }));
  return { records, options, enabled, loading: enabled && active && query.isFetching, labelKey, valueKey };
}
