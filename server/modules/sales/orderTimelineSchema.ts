// Order.timeline: what happened to an order (sold, status and payment changes, prints…) from the activity log,
// for the order details screen. Only readers of order details may ask for it; the order itself was already
// checked (tenant, location) by the query that answered it.
import { P } from "../../../common/permissions/catalogue";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { entityTimeline, type TimelineEntry } from "../../core/activity/entityTimeline";
import { UserNameRef } from "../users";
import { OrderRef } from "./orderTypesSchema";

/** The activity log's entity name of orders (recordActivity({ entity: "order", entityId: order.id })). */
const ORDER_ACTIVITY_ENTITY = "order";

const OrderTimelineEntryRef = builder.objectRef<TimelineEntry>("OrderTimelineEntry").implement({
  description: "One activity-log entry of an order.",
  fields: (t) => ({
    id: t.exposeID("id"),
    action: t.exposeString("action", { description: "What was done (CREATE, PROCESS, PAYMENT_STATUS, PRINT…)." }),
    details: t.field({ type: "JSON", nullable: true, description: "What the entry recorded (e.g. from / to statuses).", resolve: (e) => e.details ?? null }),
    user: t.field({ type: UserNameRef, nullable: true, resolve: (e) => e.user }),
    createdAt: t.field({ type: "DateTime", resolve: (e) => e.createdAt }),
  }),
});

builder.objectField(OrderRef, "timeline", (t) =>
  t.field({
    type: [OrderTimelineEntryRef],
    description: "The order's activity log, oldest first.",
    authScopes: { permission: P.salesOrders.orderManagement.orderDetailsRead },
    resolve: (order, _args, ctx) => inTransaction(ctx, (scope) => entityTimeline(scope, ORDER_ACTIVITY_ENTITY, order.id)),
  }),
);
