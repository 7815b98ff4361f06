// /invoice/z-report?locationId&startDate&endDate: the Z report of a location over a date range, on the 56 mm slip.
import { useSearchParams } from "react-router";
import { useGqlQuery } from "../../providers/gqlHooks";
import { Z_REPORT } from "../../resources/sales/registers/documents";
import { XOutScreen } from "./XOutScreen";

export default function ZReportPrintPage() {
  const [params] = useSearchParams();
  const locationId = params.get("locationId");
  const startDate = params.get("startDate");
  const endDate = params.get("endDate");
  const variables = locationId && startDate && endDate ? { locationId, startDate, endDate } : null;
  const query = useGqlQuery(["z-report-print"], Z_REPORT, variables);
  const error = variables ? query.error?.message : "The link lacks the location or the dates.";
  return <XOutScreen loading={query.isLoading} error={error} data={query.data?.getZReportByLocationAndDate ?? null} />;
}
