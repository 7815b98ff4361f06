import type { ListPage, ListQueryArgs } from "../../core/listEngine";
import type { ServiceScope } from "../../core/context";
import { conflict } from "../../core/errors";
import type { OrderRow } from "./orderRows";

const todo = (name: string) => conflict(`${name} is not implemented yet.`);
export async function listOrders(_scope: ServiceScope, _args: ListQueryArgs & { locationId?: string | number | null }): Promise<ListPage<OrderRow>> {
  throw todo("getOrders");
}
export async function getOrder(_scope: ServiceScope, _args: { id: string | null; secondaryId: string | null }): Promise<OrderRow> {
  throw todo("getOrder");
}
