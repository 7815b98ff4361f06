// The filters a link put in the address as Refine's grids keep theirs (filters[i][field|operator|value]), for the
// lists that are not grids (returns, registers): the dashboard opens them filtered so. Clearing drops the filters
// and keeps the other parameters (a dialog's ?id=).
import { parseTableParams, type LogicalFilter } from "@refinedev/core";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

const isLogical = (filter: { operator: string }): filter is LogicalFilter => filter.operator !== "or" && filter.operator !== "and";

export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => parseTableParams(`?${search}`).parsedFilters.filter(isLogical), [search]);
  const clear = useCallback(() => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const key of [...next.keys()]) if (key.startsWith("filters[")) next.delete(key);
      return next;
    });
  }, [setParams]);
  /** The value of the first filter on `field` with `operator`, as text; null without one. */
  const valueOf = useCallback(
    (field: string, operator: LogicalFilter["operator"]) => {
      const found = filters.find((filter) => filter.field === field && filter.operator === operator);
      return found === undefined || found.value === undefined || found.value === null ? null : String(found.value);
    },
    [filters],
  );
  return { filters, valueOf, clear };
}
