// What the till looks up while building a cart (sales-orders:pos:sell): a scanned code, a product search.
import { P } from "../../../common/permissions/catalogue";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { PosProductRef, PosScanResultRef } from "./orderTypesSchema";
import { scanPosCode, searchPosProducts } from "./posLookupService";

builder.queryField("scanPosCode", (t) =>
  t.field({
    type: PosScanResultRef,
    authScopes: { permission: P.salesOrders.pos.sell },
    args: { locationId: t.arg.id({ required: true }), code: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => scanPosCode(scope, args)),
  }),
);

builder.queryField("searchPosProducts", (t) =>
  t.field({
    type: [PosProductRef],
    authScopes: { permission: P.salesOrders.pos.sell },
    args: { locationId: t.arg.id({ required: true }), search: t.arg.string({ required: true }), limit: t.arg.int() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => searchPosProducts(scope, args)),
  }),
);
