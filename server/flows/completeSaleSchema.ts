// createOrder (sales-orders:pos:sell): a POS sale, answering the order it wrote (completeSale.ts).
import { P } from "../../common/permissions/catalogue";
import { inTransaction } from "../core/transaction";
import { builder } from "../graphql/builder";
import { CreateOrderInputRef, OrderRef } from "../modules/sales";
import { createOrder } from "./completeSale";

const pos = P.salesOrders.pos;

builder.mutationField("createOrder", (t) =>
  t.field({
    type: OrderRef,
    authScopes: { permission: pos.sell },
    args: { input: t.arg({ type: CreateOrderInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => createOrder(scope, args.input)),
  }),
);
