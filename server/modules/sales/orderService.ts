import type { ServiceScope } from "../../core/context";
import { conflict } from "../../core/errors";
import type { OrderRow } from "./orderRows";

export async function createOrder(_scope: ServiceScope, _input: unknown): Promise<OrderRow> {
  throw conflict("createOrder is not implemented yet.");
}
