// What every reference picker needs to know about its source: the referenced resource's list operation (with
// the source's smaller selection set) and how that resource declared its pickers load (lookup or searched).
import { useResourceParams, type BaseRecord, type CrudFilter, type MetaQuery } from "@refinedev/core";
import { LIKE_VALUE_MAX } from "../../../common/list";
import { pickerOf, type PickerLoading } from "../../providers/listQuery";
import { isGqlResourceMeta } from "../../providers/resourceMeta";
import type { ReferenceSource } from "../types";

/** Matches a searched picker shows for what was typed. */
export const REFERENCE_SEARCH_LIMIT = 50;
export const REFERENCE_SEARCH_DEBOUNCE_MS = 300;

export interface ReferenceOption {
  label: string;
  value: string;
}

export const textOf = (item: BaseRecord, key: string) => String(item[key] ?? "");

export function useReferenceResource(source: ReferenceSource): { meta: MetaQuery | undefined; picker: PickerLoading } {
  const { resource } = useResourceParams({ resource: source.resource });
  const resourceMeta = resource?.meta;
  const list = isGqlResourceMeta(resourceMeta) ? resourceMeta.gql?.list : undefined;
  const meta = source.fields && list ? { gql: { list: { operation: list.operation, fields: source.fields } } } : undefined;
  return { meta, picker: pickerOf(resourceMeta) };
}

/** What a LIKE search sends for typed text: trimmed and cut to the length the server accepts. */
export const searchTerm = (typed: string) => typed.trim().slice(0, LIKE_VALUE_MAX);

/** The server-side search of typed text: a LIKE on the search field (nothing typed, no filter). */
export function searchFilters(searchField: string, typed: string): CrudFilter[] {
  const term = searchTerm(typed);
  return term ? [{ field: searchField, operator: "contains", value: term }] : [];
}
