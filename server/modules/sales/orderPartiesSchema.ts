// What an order says of its customer, delivery address, partner and discounts (spec §3 Order and "Receipt data").
// Batched with the dataloader plugin and resolved only when selected: a page of orders costs one statement per
// selected field.
import { discountsByKind } from "../../../common/pricing/discounts";
import { toMoneyNumber } from "../../../common/money";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { addressesInOrder, AddressRef, CustomerRef, customersInOrder } from "../customers";
import { PartnerRef, partnersInOrder } from "../partners";
import { discountLinesOfOrders } from "./orderDiscountLines";
import { parentNumbersOf } from "./orderQueries";
import { CartDiscountRef, OrderRef } from "./orderTypesSchema";

const NONE = "00000000-0000-0000-0000-000000000000";

builder.objectFields(OrderRef, (t) => ({
  addressId: t.exposeID("addressId", { nullable: true }),
  parentOrderId: t.exposeID("parentOrderId", { nullable: true, description: "The sale a return gives back." }),
  parentOrderNumber: t.loadable({
    type: "String",
    nullable: true,
    description: "The number of the sale a return gives back.",
    load: (ids: string[], ctx) => inTransaction(ctx, async (scope) => (await parentNumbersOf(scope, ids)).map((parent) => parent?.secondaryId ?? null)),
    resolve: (order) => order.parentOrderId ?? NONE,
  }),
  customer: t.loadable({
    type: CustomerRef,
    nullable: true,
    load: (ids: string[], ctx) => inTransaction(ctx, (scope) => customersInOrder(scope, ids)),
    resolve: (order) => order.customerId ?? NONE,
  }),
  address: t.loadable({
    type: AddressRef,
    nullable: true,
    load: (ids: string[], ctx) => inTransaction(ctx, (scope) => addressesInOrder(scope, ids)),
    resolve: (order) => order.addressId ?? NONE,
  }),
  partner: t.loadable({
    type: PartnerRef,
    nullable: true,
    load: (ids: string[], ctx) => inTransaction(ctx, (scope) => partnersInOrder(scope, ids)),
    resolve: (order) => order.partnerId ?? NONE,
  }),
  discountLines: t.loadableList({
    type: CartDiscountRef,
    load: (ids: string[], ctx) => inTransaction(ctx, (scope) => discountLinesOfOrders(scope, ids)),
    resolve: (order) => order.id,
  }),
  productDiscount: t.loadable({
    type: "Float",
    description: "What product and buy-X-get-Y discounts took off (receipt data).",
    load: (ids: string[], ctx) => inTransaction(ctx, async (scope) => (await discountLinesOfOrders(scope, ids)).map((lines) => toMoneyNumber(discountsByKind(lines).productDiscount))),
    resolve: (order) => order.id,
  }),
  orderDiscount: t.loadable({
    type: "Float",
    description: "What cart and free-shipping discounts took off (receipt data).",
    load: (ids: string[], ctx) => inTransaction(ctx, async (scope) => (await discountLinesOfOrders(scope, ids)).map((lines) => toMoneyNumber(discountsByKind(lines).orderDiscount))),
    resolve: (order) => order.id,
  }),
  cardDiscount: t.float({ description: "Card offers: none yet (receipt data).", resolve: () => 0 }),
}));
