// The purchase order form's values, the input each mutation takes, and the rules of every field: the shared
// schema the server parses (common/schemas/purchaseOrder) through the one form adapter.
import dayjs from "dayjs";
import { purchaseOrderInputSchema, purchaseOrderUpdateInputSchema } from "../../../../common/schemas/purchaseOrder";
import { zodForm, type ZodForm } from "../../../components/forms/zodForm";
import { itemValuesOf, type ItemValues } from "./PurchaseOrderItemsTable";
import type { PurchaseOrderDetails } from "./types";

export interface PurchaseOrderFormValues {
  vendorId: string | null;
  deliveryLocationId: string | null;
  expectedDeliveryDate: string | null;
  orderType: string;
  poType: string;
  additionalTerms?: string;
  items: ItemValues[];
}

/** A new order: delivered to the current location in a week. */
export function newOrderValues(deliveryLocationId: string | null): PurchaseOrderFormValues {
  return {
    vendorId: null,
    deliveryLocationId,
    expectedDeliveryDate: dayjs().add(7, "day").format("YYYY-MM-DD"),
    orderType: "NORMAL",
    poType: "NORMAL",
    items: [],
  };
}

/** A saved order as the form edits it. */
export function valuesOf(order: PurchaseOrderDetails): PurchaseOrderFormValues {
  return {
    vendorId: order.vendorId,
    deliveryLocationId: order.deliveryLocationId,
    expectedDeliveryDate: order.expectedDeliveryDate,
    orderType: order.orderType,
    poType: order.poType,
    additionalTerms: order.additionalTerms ?? undefined,
    items: order.items.map(itemValuesOf),
  };
}

/** The terms and items as both mutations take them (blank discount, GST and FOC are 0, as the schema reads them). */
function termsOf(values: PurchaseOrderFormValues) {
  return {
    expectedDeliveryDate: values.expectedDeliveryDate,
    orderType: values.orderType,
    poType: values.poType,
    additionalTerms: values.additionalTerms?.trim() ? values.additionalTerms.trim() : null,
    items: (values.items ?? []).map((item) => ({
      productId: item.productId,
      uom: item.uom,
      itemConversion: item.itemConversion,
      requiredQuantity: item.requiredQuantity,
      foc: item.foc ?? 0,
      tradePrice: item.tradePrice,
      tradeDiscountPercentage: item.tradeDiscountPercentage ?? 0,
      gstPercentage: item.gstPercentage ?? 0,
    })),
  };
}

/**
 * What the save sends: a new order with its vendor and delivery location; an edit keeps both and sends back the
 * return RFID (not on the form: an edit replaces every term) and the version it loaded.
 */
export function orderInput(values: PurchaseOrderFormValues, editing?: PurchaseOrderDetails): object {
  return editing
    ? { ...termsOf(values), returnRfid: editing.returnRfid, updatedAt: editing.updatedAt }
    : { vendorId: values.vendorId, deliveryLocationId: values.deliveryLocationId, ...termsOf(values) };
}

/** The rules of the create form, or of the edit form of `editing`. */
export function purchaseOrderRules(editing?: PurchaseOrderDetails): ZodForm<PurchaseOrderFormValues> {
  return zodForm({
    schema: editing ? purchaseOrderUpdateInputSchema : purchaseOrderInputSchema,
    toInput: (values: PurchaseOrderFormValues) => ({ input: orderInput(values, editing) }),
  });
}
