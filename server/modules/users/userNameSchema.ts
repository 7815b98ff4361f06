// The UserName type: a user as a record names them (who sold an order, opened or closed a register session,
// recorded a lost sale).
import { builder } from "../../graphql/builder";

export interface UserNameRow {
  id: string;
  firstName: string;
  lastName: string;
}

export const UserNameRef = builder.objectRef<UserNameRow>("UserName").implement({
  fields: (t) => ({ id: t.exposeID("id"), firstName: t.exposeString("firstName"), lastName: t.exposeString("lastName") }),
});
