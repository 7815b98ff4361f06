// The one Pothos schema builder. Every resolver declares what it needs through authScopes:
// `signedIn: true` or `permission: "system:locations:read"`; the matcher from common/ decides.
import SchemaBuilder from "@pothos/core";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { hasPermission } from "../../common/permissions/match";
import type { RequestContext } from "./context";
import { forbidden, unauthenticated } from "./errors";

export interface BuilderTypes {
  Context: RequestContext;
  AuthScopes: { signedIn: boolean; permission: string };
  DefaultFieldNullability: false;
  Scalars: {
    ID: { Input: string; Output: string };
    JSON: { Input: unknown; Output: unknown };
    DateTime: { Input: Date; Output: Date | string };
  };
}

export type Types = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;

export const builder = new SchemaBuilder<BuilderTypes>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => ({
      signedIn: ctx.auth !== null,
      permission: (required: string) => ctx.auth !== null && hasPermission(ctx.auth.permissionStrings, required),
    }),
    // No session: say why (expired, other tenant…) or ask to sign in; a session without the permission: FORBIDDEN.
    unauthorizedError: (_parent, ctx) => (ctx.auth ? forbidden() : (ctx.authError ?? unauthenticated())),
  },
});

builder.queryType({});
builder.mutationType({});
