// Session operations (signing in and out): loginUser, authenticateToken, logout, and the login payload of the spec.
import type { AllowedLocation, SessionUser, UserPermission } from "../../core/auth";
import { requireAuth, type RequestContext } from "../../core/context";
import { inTransaction } from "../../core/transaction";
import type { TenantRow } from "../../db";
import { builder } from "../../graphql/builder";
import { fileUrlForTenant } from "../files";
import { LocationTypeEnum } from "../locations";
import { loginUser } from "./signIn";
import { authenticateToken, logout, type LoginPayload } from "./signedInSession";

/** Logos for the print pages' <img>: the login payload goes only to a user of this tenant, so its files are signed. */
const tenantFileUrl = (ctx: RequestContext, tenant: TenantRow, stored: string | null) => fileUrlForTenant(ctx.config, tenant.id, stored);

export const TenantRef = builder.objectRef<TenantRow>("Tenant").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    accountId: t.exposeString("accountId"),
    currency: t.exposeString("currency"),
    onlineStoreURL: t.exposeString("onlineStoreUrl", { nullable: true }),
    logo: t.string({ nullable: true, resolve: (tenant, _args, ctx) => tenantFileUrl(ctx, tenant, tenant.logo) }),
    parentCompanyLogo: t.string({ nullable: true, resolve: (tenant, _args, ctx) => tenantFileUrl(ctx, tenant, tenant.parentCompanyLogo) }),
    website: t.exposeString("website", { nullable: true }),
    invertedLogo: t.string({ nullable: true, resolve: (tenant, _args, ctx) => tenantFileUrl(ctx, tenant, tenant.invertedLogo) }),
    qrInvertedLogo: t.string({ nullable: true, resolve: (tenant, _args, ctx) => tenantFileUrl(ctx, tenant, tenant.qrInvertedLogo) }),
  }),
});

const RoleRef = builder.objectRef<SessionUser["role"]>("RoleRef").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const SessionUserRef = builder.objectRef<SessionUser>("SessionUser").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    role: t.field({ type: RoleRef, resolve: (user) => user.role }),
  }),
});

const UserPermissionRef = builder.objectRef<UserPermission>("UserPermission").implement({
  fields: (t) => ({ id: t.exposeID("id"), permission: t.exposeString("permission") }),
});

const AllowedLocationRef = builder.objectRef<AllowedLocation>("AllowedLocation").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    type: t.field({ type: LocationTypeEnum, resolve: (location) => location.type }),
  }),
});

const LoginPayloadRef = builder.objectRef<LoginPayload>("LoginPayload").implement({
  fields: (t) => ({
    token: t.exposeString("token"),
    user: t.field({ type: SessionUserRef, resolve: (p) => p.user }),
    tenant: t.field({ type: TenantRef, resolve: (p) => p.tenant }),
    permissions: t.field({ type: [UserPermissionRef], resolve: (p) => p.permissions }),
    allowedLocations: t.field({ type: [AllowedLocationRef], resolve: (p) => p.allowedLocations }),
  }),
});

builder.queryField("authenticateToken", (t) =>
  t.field({
    type: LoginPayloadRef,
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => authenticateToken(requireAuth(ctx)),
  }),
);

builder.mutationField("loginUser", (t) =>
  t.field({
    type: LoginPayloadRef,
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      accountId: t.arg.string(),
    },
    // No tenant is known yet: signing in opens its own transactions (signIn.ts).
    resolve: (_root, args, ctx) => loginUser(ctx, args),
  }),
);

builder.mutationField("logout", (t) =>
  t.field({
    type: "Boolean",
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => inTransaction(ctx, logout),
  }),
);
