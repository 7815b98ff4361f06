// /invoice/x-out/{sessionId}: the X-Out report of one session.
import { useParams } from "react-router";
import { useGqlQuery } from "../../providers/gqlHooks";
import { SESSION_SUMMARY } from "../../resources/sales/registers/documents";
import { XOutScreen } from "./XOutScreen";

export default function XOutPage() {
  const { sessionId = "" } = useParams();
  const query = useGqlQuery(["xout", sessionId], SESSION_SUMMARY, { sessionId });
  const summary = query.data?.getLocationSessionSummaryById ?? null;
  return <XOutScreen sessionId={sessionId} loading={query.isLoading} error={query.error?.message} data={summary} />;
}
