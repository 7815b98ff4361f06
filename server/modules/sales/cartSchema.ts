// The cart summary (sales-orders:pos:sell): the same pricing as the sale it would make.
import { P } from "../../../common/permissions/catalogue";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { calculateCartSummary } from "./cartService";
import { CartInputRef, CartSummaryRef } from "./orderTypesSchema";

builder.queryField("calculateCartSummary", (t) =>
  t.field({
    type: CartSummaryRef,
    authScopes: { permission: P.salesOrders.pos.sell },
    args: { order: t.arg({ type: CartInputRef, required: true }), discountCode: t.arg.string() },
    // the argument's code, when given, replaces the cart's
    resolve: (_root, args, ctx) =>
      inTransaction(ctx, (scope) => calculateCartSummary(scope, args.discountCode == null ? args.order : { ...args.order, discountCode: args.discountCode })),
  }),
);
