import type { FormValues, ReferenceSource } from "../types";
import { useReferenceResource, type ReferenceOption } from "./referenceSource";
import { useReferenceOptions } from "./useReferenceOptions";
import { useReferenceSearch } from "./useReferenceSearch";

export interface ReferenceChoices {
  options: ReferenceOption[];
  enabled: boolean;
  loading: boolean;
  /** Present when the source is searched on the server: call it with what the user types. */
  search?: (typed: string) => void;
}

/** A reference's options as its resource declares them: a lookup loaded whole, or searched as the user types. */
export function useReferenceChoices(source: ReferenceSource, values: FormValues, selected: readonly string[]): ReferenceChoices {
  const { picker } = useReferenceResource(source);
  const lookup = picker === "lookup";
  // both hooks always run (hooks cannot be conditional); the one not used asks nothing
  const all = useReferenceOptions(source, values, lookup);
  const searched = useReferenceSearch(source, values, selected, lookup ? "name" : picker.searchField, !lookup);
  if (lookup) return { options: all.options, enabled: all.enabled, loading: all.loading };
  return { options: searched.options, enabled: searched.enabled, loading: searched.loading, search: searched.search };
}

/** antd Select props: a loaded lookup filters in the browser; a searched source asks the server, with its states. */
export function searchProps(choices: ReferenceChoices) {
  const notFoundContent = choices.loading ? (choices.search ? "Searching…" : "Loading…") : "No matches";
  if (!choices.search) return { optionFilterProp: "label", notFoundContent };
  return { filterOption: false, onSearch: choices.search, notFoundContent };
}
