import { Select } from "antd";
import { useResourceParams, useSelect, type BaseRecord, type MetaQuery } from "@refinedev/core";
import { LIST_LIMIT_MAX } from "../../../common/list";
import { isGqlResourceMeta } from "../../providers/resourceMeta";
import type { FormValues, ReferenceSource } from "../types";

interface Props {
  source: ReferenceSource;
  values: FormValues;
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  placeholder?: string;
  testId: string;
}

const labelOf = (item: BaseRecord, key: string) => String(item[key] ?? "");

/** The referenced resource's list operation with a smaller selection set, when the source names one. */
function useOptionsMeta(source: ReferenceSource): MetaQuery | undefined {
  const { resource } = useResourceParams({ resource: source.resource });
  const list = isGqlResourceMeta(resource?.meta) ? resource.meta.gql?.list : undefined;
  if (!source.fields || !list) return undefined;
  return { gql: { list: { operation: list.operation, fields: source.fields } } };
}

/** A select whose options come from another resource's list operation (lookups fetch up to 100000 rows). */
export function ReferenceSelect({ source, values, id, value, onChange, placeholder, testId }: Props) {
  const labelKey = source.optionLabel ?? "name";
  const valueKey = source.optionValue ?? "id";
  const meta = useOptionsMeta(source);
  const enabled = source.enabled ? source.enabled(values) : true;
  const { options, query } = useSelect<BaseRecord>({
    resource: source.resource,
    optionLabel: (item) => labelOf(item, labelKey),
    optionValue: (item) => labelOf(item, valueKey),
    sorters: source.sorters,
    filters: source.filters ? source.filters(values) : [],
    pagination: { currentPage: 1, pageSize: LIST_LIMIT_MAX, mode: "server" },
    queryOptions: { enabled },
    // every option is loaded at once, so the selected value never needs a separate lookup
    defaultValueQueryOptions: { enabled: false },
    meta,
  });
  return (
    <Select
      id={id}
      data-testid={testId}
      showSearch
      allowClear
      optionFilterProp="label"
      placeholder={placeholder}
      loading={enabled && query.isFetching}
      disabled={!enabled}
      options={enabled ? options : []}
      value={value ?? undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? null)}
    />
  );
}
