// What the register sessions add to LocationRegister: its OPENED session and who last opened and closed
// it. Batched per request with the dataloader plugin: a page of registers costs one query per field, not one per row.
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { UserNameRef } from "../users";
import { LocationRegisterRef } from "./registerSchema";
import { openSessionsOf, userNamesInOrder } from "./sessionRows";
import { RegisterSessionRef } from "./sessionSchema";

const NO_USER = "00000000-0000-0000-0000-000000000000";

builder.objectFields(LocationRegisterRef, (t) => ({
  currentSession: t.loadable({
    type: RegisterSessionRef,
    nullable: true,
    load: (registerIds: string[], ctx) => inTransaction(ctx, (scope) => openSessionsOf(scope, registerIds)),
    resolve: (register) => register.id,
  }),
  lastOpenedBy: t.loadable({
    type: UserNameRef,
    nullable: true,
    load: (userIds: string[], ctx) => inTransaction(ctx, (scope) => userNamesInOrder(scope, userIds)),
    resolve: (register) => register.lastOpenedById ?? NO_USER,
  }),
  lastClosedBy: t.loadable({
    type: UserNameRef,
    nullable: true,
    load: (userIds: string[], ctx) => inTransaction(ctx, (scope) => userNamesInOrder(scope, userIds)),
    resolve: (register) => register.lastClosedById ?? NO_USER,
  }),
}));
