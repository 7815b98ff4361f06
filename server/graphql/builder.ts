// The one Pothos schema builder. Every resolver declares what it needs through authScopes:
// `signedIn: true`, `permission: "system:locations:read"`, or `permission: [a, b]` (any one of them suffices);
// the matcher from common/ decides. Fields that cost a query per row batch it with the dataloader plugin.
import SchemaBuilder from "@pothos/core";
import DataloaderPlugin from "@pothos/plugin-dataloader";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { hasPermission } from "../../common/permissions/match";
import type { RequestContext } from "../core/context";
import { forbidden, unauthenticated } from "../core/errors";

export interface BuilderTypes {
  Context: RequestContext;
  /** `permission`: one permission string, or a list of which any one suffices. */
  AuthScopes: { signedIn: boolean; permission: string | readonly string[] };
  DefaultFieldNullability: false;
  Scalars: {
    ID: { Input: string; Output: string };
    JSON: { Input: unknown; Output: unknown };
    DateTime: { Input: Date; Output: Date | string };
  };
}

export type Types = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;

export const builder = new SchemaBuilder<BuilderTypes>({
  plugins: [ScopeAuthPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => ({
      signedIn: ctx.auth !== null,
      permission: (required: string | readonly string[]) => {
        const granted = ctx.auth?.permissionStrings;
        if (!granted) return false;
        return (typeof required === "string" ? [required] : required).some((one) => hasPermission(granted, one));
      },
    }),
    // No session: say why (expired, other tenant…) or ask to sign in; a session without the permission: FORBIDDEN.
    unauthorizedError: (_parent, ctx) => (ctx.auth ? forbidden() : (ctx.authError ?? unauthenticated())),
  },
});

builder.queryType({});
builder.mutationType({});
