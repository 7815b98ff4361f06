// Codes a user types or scans to open one record: refused when they could not be a code at all (too long,
// control characters), so that only plausible codes reach a query.
import { z } from "zod";
import { lookupCode } from "./fields";

export const LOT_CODE_REQUIRED_MESSAGE = "Please scan or type a lot code.";
export const PO_CODE_REQUIRED_MESSAGE = "Please give the id or the secondaryId of the purchase order.";

export const lotLookupSchema = z.object({ actionId: lookupCode("Lot code", LOT_CODE_REQUIRED_MESSAGE) });
export const purchaseOrderLookupSchema = z.object({ secondaryId: lookupCode("Purchase order number", PO_CODE_REQUIRED_MESSAGE) });
