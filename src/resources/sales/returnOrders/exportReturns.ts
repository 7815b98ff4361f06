// The return order list's Export: the returns as they are filtered (location, product search), as a CSV the server
// streams behind a short-lived link (downloadReturnOrders, the downloads of issue 14).
import { graphql } from "../../../graphql";
import { saveLink } from "../../../components/downloads/DownloadButton";
import { requestDocument } from "../../../providers/gqlHooks";

const DOWNLOAD_RETURN_ORDERS = graphql(`query DownloadReturnOrders($format: DownloadFormat!, $locationId: ID, $search: String) {
  link: downloadReturnOrders(format: $format, locationId: $locationId, search: $search) { url fileName downloadId }
}`);

export async function exportReturns(filter: { search: string | null; locationId: string | null }): Promise<void> {
  const { link } = await requestDocument(DOWNLOAD_RETURN_ORDERS, { format: "CSV", ...filter });
  saveLink(link);
}
