// The range downloads (a location and an optional date range), typed from server/schema.graphql by gql.tada.
import { graphql } from "../../graphql";

export const DOWNLOAD_ORDERS = graphql(`query DownloadOrders($format: DownloadFormat!, $locationId: ID) {
  link: downloadOrders(format: $format, locationId: $locationId) { url fileName downloadId }
}`);

export const DOWNLOAD_ORDER_ITEMS = graphql(`query DownloadOrderItems($format: DownloadFormat!, $locationId: ID) {
  link: downloadOrderItems(format: $format, locationId: $locationId) { url fileName downloadId }
}`);

export const DOWNLOAD_TRANSFER_ITEMS = graphql(`query DownloadTransferItems($format: DownloadFormat!, $locationId: ID) {
  link: downloadTransferItems(format: $format, locationId: $locationId) { url fileName downloadId }
}`);

export const DOWNLOAD_PURCHASE_ORDERS = graphql(`query DownloadPurchaseOrders($format: DownloadFormat!, $locationId: ID) {
  link: downloadPurchaseOrders(format: $format, locationId: $locationId) { url fileName downloadId }
}`);

export const DOWNLOAD_PURCHASE_ORDER_ITEMS = graphql(`query DownloadPurchaseOrderItems($format: DownloadFormat!, $locationId: ID) {
  link: downloadPurchaseOrderItems(format: $format, locationId: $locationId) { url fileName downloadId }
}`);

export const DOWNLOAD_NEAR_EXPIRY_LOTS = graphql(`query DownloadNearExpiryLots($format: DownloadFormat!, $locationId: ID, $days: Int!) {
  link: downloadNearExpiryLots(format: $format, locationId: $locationId, days: $days) { url fileName downloadId }
}`);
