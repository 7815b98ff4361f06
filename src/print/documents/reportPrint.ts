// What every printed report page shares: its filters read from the address and checked by the report's shared
// schema, the report fetched for paper (a paged one up to PRINT_ROWS), the locations named, and the one line that
// says what went wrong or what was left to Download.
import { useSearchParams } from "react-router";
import type { FieldErrors } from "../../../common/validation/fieldErrors";
import type { TypedDocument } from "../../graphql";
import { useGqlQuery } from "../../providers/gqlHooks";
import { errorMessage } from "../../providers/serverErrors";
import { useCurrentLocation, useSession } from "../../providers/session";

/** The most rows a printed report holds (the server's page limit); more go through Download. */
export const PRINT_ROWS = 1000;

export type CheckedDraft<TFilters> = { filters: TFilters; errors: null } | { filters: null; errors: FieldErrors };

interface ReportDraft {
  locationIds: readonly string[];
}

/** The report's draft from the address (the current location when none is named), and its check. */
export function usePrintDraft<TDraft extends ReportDraft, TFilters>(
  fromParams: (params: URLSearchParams, currentLocationId: string | null) => TDraft,
  check: (draft: TDraft) => CheckedDraft<TFilters>,
) {
  const [params] = useSearchParams();
  const { current } = useCurrentLocation();
  const draft = fromParams(params, current?.id ?? null);
  return { draft, checked: check(draft) };
}

/** "All my locations", or the chosen ones by name. */
export function useLocationsText(locationIds: readonly string[]): string {
  const session = useSession();
  const names = new Map((session?.allowedLocations ?? []).map((location) => [location.id, location.name]));
  return locationIds.length > 0 ? locationIds.map((id) => names.get(id) ?? id).join(", ") : "All my locations";
}

/** The form's messages, or the server's, or none. */
export function printProblem(errors: FieldErrors | null, error: Error | null): string | null {
  if (errors) return Object.values(errors).join(" ");
  return error ? (errorMessage(error) ?? "The report could not be loaded.") : null;
}

interface PagedReport {
  meta: { total: number };
  data: readonly unknown[];
}

/** A paged report's first PRINT_ROWS rows for paper, with what to say when there were more. */
export function usePagedReportPrint<TFilters extends object, TReport extends PagedReport>(
  key: string,
  document: TypedDocument<{ report: TReport }, TFilters & { page: number; limit: number }>,
  checked: CheckedDraft<TFilters>,
) {
  const query = useGqlQuery([key], document, checked.filters ? { ...checked.filters, page: 1, limit: PRINT_ROWS } : null);
  const report = query.data?.report;
  const cut = report && report.meta.total > report.data.length ? `The first ${report.data.length} of ${report.meta.total} rows are printed; Download gives them all.` : undefined;
  return { report, loading: query.isLoading, problem: printProblem(checked.errors, query.error), cut };
}
