// /invoice/x-out/{sessionId}: the X-Out report of one session, with its drawer's cash count.
import { useParams } from "react-router";
import { useGqlQuery } from "../../providers/gqlHooks";
import { SESSION_SUMMARY } from "../../resources/sales/registers/documents";
import type { XOutCash } from "./XOutReport";
import { XOutScreen } from "./XOutScreen";

export default function XOutPage() {
  const { sessionId = "" } = useParams();
  const query = useGqlQuery(["xout", sessionId], SESSION_SUMMARY, { sessionId });
  const summary = query.data?.getLocationSessionSummaryById ?? null;
  const drawer = query.data?.getRegisterSummaryById ?? null;
  const cash: XOutCash | null = drawer && {
    openingAmount: drawer.openingAmount,
    cashSales: drawer.cashSales,
    cashRefunds: drawer.cashRefunds,
    cashIn: drawer.totalAdditions,
    cashOut: drawer.totalWithdrawals,
    expected: drawer.balance,
    counted: drawer.closingAmount ?? null,
  };
  return <XOutScreen sessionId={sessionId} loading={query.isLoading} error={query.error?.message} data={summary && { ...summary, cash }} />;
}
