import type { ServiceScope } from "../../core/context";
import { conflict } from "../../core/errors";
import type { OrderRow } from "./orderRows";

const todo = (name: string) => conflict(`${name} is not implemented yet.`);
export async function holdOrder(_scope: ServiceScope, _args: unknown): Promise<OrderRow> {
  throw todo("holdOrder");
}
export async function getHeldOrders(_scope: ServiceScope, _registerId: string): Promise<OrderRow[]> {
  throw todo("getHeldOrders");
}
export async function resumeHeldOrder(_scope: ServiceScope, _id: string): Promise<OrderRow> {
  throw todo("resumeHeldOrder");
}
