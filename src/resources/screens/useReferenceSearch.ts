import { useSelect, type BaseRecord } from "@refinedev/core";
import { useState } from "react";
import type { FormValues, ReferenceSource } from "../types";
import {
  REFERENCE_SEARCH_DEBOUNCE_MS,
  REFERENCE_SEARCH_LIMIT,
  searchFilters,
  searchTerm,
  textOf,
  useReferenceResource,
  type ReferenceOption,
} from "./referenceSource";

/**
 * A searched source's options: the server's first REFERENCE_SEARCH_LIMIT matches of what was typed (debounced).
 * With nothing typed the chosen values are listed too, fetched by id so an edit form shows their labels without
 * loading the whole table (the select keeps a label once shown); a value that is its own label (e.g. a
 * manufacturer filtered by name) needs no look-up. `active` false asks nothing.
 */
export function useReferenceSearch(source: ReferenceSource, values: FormValues, selected: readonly string[], searchField: string, active = true) {
  const labelKey = source.optionLabel ?? "name";
  const valueKey = source.optionValue ?? "id";
  const { meta } = useReferenceResource(source);
  const [typed, setTyped] = useState("");
  const enabled = source.enabled ? source.enabled(values) : true;
  const { options, onSearch, query, defaultValueQuery } = useSelect<BaseRecord>({
    resource: source.resource,
    optionLabel: (item) => textOf(item, labelKey),
    optionValue: (item) => textOf(item, valueKey),
    sorters: source.sorters ?? [{ field: labelKey, order: "asc" }],
    filters: source.filters ? source.filters(values) : [],
    onSearch: (text) => searchFilters(searchField, text),
    debounce: REFERENCE_SEARCH_DEBOUNCE_MS,
    pagination: { currentPage: 1, pageSize: REFERENCE_SEARCH_LIMIT, mode: "server" },
    defaultValue: valueKey === "id" ? [...selected] : [],
    queryOptions: { enabled: enabled && active },
    meta,
  });
  const toOption = (item: BaseRecord): ReferenceOption => ({ label: textOf(item, labelKey), value: textOf(item, valueKey) });
  const ownLabels: ReferenceOption[] = valueKey === labelKey ? selected.map((value) => ({ label: value, value })) : [];
  const withChosen = [...options, ...ownLabels.filter((own) => !options.some((option) => option.value === own.value))];
  const matches = (query.data?.data ?? []).map(toOption);
  const shown = !enabled || !active ? [] : searchTerm(typed) ? matches : withChosen;
  const loading = enabled && active && (query.isFetching || defaultValueQuery.query.isFetching);
  const search = (text: string) => {
    setTyped(text);
    onSearch(text);
  };
  return { options: shown, search, enabled, loading };
}
