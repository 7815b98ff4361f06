// People and access: users (system:users:*), roles and permissions (system:roles:*), the password pages'
// operations (no sign-in: a link or an e-mail is the key) and the activity log (system:activity-log:read).
import { P } from "../../../common/permissions/catalogue";
import { ROLE_STATUSES, USER_GENDERS, USER_STATUSES } from "../../../common/schemas/people";
import { secretBoxFor } from "../../core/secretBox";
import { inTransaction } from "../../core/transaction";
import type { RequestContext } from "../../core/context";
import { builder } from "../../graphql/builder";
import { listArgs, listType } from "../../graphql/listTypes";
import { listActivity, type ActivityRow } from "../../core/activity/activityQueries";
import { forgotPassword, setPasswordByLink, validateLink } from "./passwordService";
import { createRole, getRole, listPermissions, listRoles, permissionsOfRole, replaceRolePermissions, updateRole, type PermissionRow, type RoleRow } from "./roleService";
import { getUser, listUsers, type UserRow } from "./userQueries";
import { activateUser, cancelInvite, deactivateUser, inviteUser, resendInvite, updateUser } from "./userService";

const UserStatusEnum = builder.enumType("UserStatus", { values: USER_STATUSES });
const GenderEnum = builder.enumType("UserGender", { values: USER_GENDERS });
const RoleStatusEnum = builder.enumType("RoleStatus", { values: ROLE_STATUSES });

const NamedRef = builder.objectRef<{ id: string; name: string }>("UserPlace").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const UserRef = builder.objectRef<UserRow>("User").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    email: t.exposeString("email"),
    phone: t.exposeString("phone", { nullable: true }),
    gender: t.field({ type: GenderEnum, nullable: true, resolve: (user) => (user.gender as (typeof USER_GENDERS)[number] | null) ?? null }),
    status: t.field({ type: UserStatusEnum, resolve: (user) => user.status }),
    roleId: t.exposeID("roleId"),
    role: t.field({ type: NamedRef, resolve: (user) => user.role }),
    locationIds: t.idList({ resolve: (user) => user.locations.map((place) => place.id) }),
    locations: t.field({ type: [NamedRef], resolve: (user) => user.locations }),
    createdAt: t.field({ type: "DateTime", resolve: (user) => user.createdAt }),
    updatedAt: t.field({ type: "DateTime", resolve: (user) => user.updatedAt }),
  }),
});

const RoleRef = builder.objectRef<RoleRow & { permissions?: string[] }>("Role").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    name: t.exposeString("name"),
    status: t.field({ type: RoleStatusEnum, resolve: (role) => role.status }),
    permissions: t.idList({ description: "The ids of the role's permissions (getRole only).", resolve: (role) => role.permissions ?? [] }),
    createdAt: t.field({ type: "DateTime", resolve: (role) => role.createdAt }),
    updatedAt: t.field({ type: "DateTime", resolve: (role) => role.updatedAt }),
  }),
});

const PermissionRef = builder.objectRef<PermissionRow>("Permission").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    module: t.exposeString("module"),
    subModule: t.exposeString("subModule"),
    action: t.exposeString("action"),
    permission: t.exposeString("permission"),
    status: t.exposeString("status"),
  }),
});

const ActivityUserRef = builder.objectRef<NonNullable<ActivityRow["user"]>>("ActivityUser").implement({
  fields: (t) => ({ id: t.exposeID("id"), firstName: t.exposeString("firstName"), lastName: t.exposeString("lastName"), email: t.exposeString("email") }),
});

const ActivityRef = builder.objectRef<ActivityRow>("ActivityLogEntry").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    action: t.exposeString("action"),
    entity: t.exposeString("entity"),
    entityId: t.exposeString("entityId", { nullable: true }),
    recordLabel: t.exposeString("recordLabel", { nullable: true, description: "The record's number or name (ORD-000012, a product's name), when it still exists." }),
    details: t.field({ type: "JSON", nullable: true, resolve: (entry) => entry.details ?? null }),
    createdAt: t.field({ type: "DateTime", resolve: (entry) => entry.createdAt }),
    user: t.field({ type: ActivityUserRef, nullable: true, resolve: (entry) => entry.user }),
  }),
});

const UserInputFields = builder.inputType("UserInput", {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string(),
    phone: t.string(),
    gender: t.string(),
    roleId: t.string({ required: true }),
  }),
});

const InviteUserInput = builder.inputType("InviteUserInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string(),
    phone: t.string(),
    gender: t.string(),
    roleId: t.string({ required: true }),
  }),
});

const RoleInput = builder.inputType("RoleInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    status: t.string({ required: true }),
    permissionIds: t.idList({ description: "Ours: the permissions in the same transaction (addOrRemovePermissionsByRoleId sets them too)." }),
  }),
});

const { users, roles, activityLog } = P.system;
const linkDeps = (ctx: RequestContext) => ({ config: ctx.config, secrets: secretBoxFor(ctx.config) });

builder.queryField("getUsers", (t) =>
  t.field({ type: listType("User", UserRef), authScopes: { permission: users.read }, args: listArgs(t.arg), resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listUsers(scope, args)) }),
);
builder.queryField("getUser", (t) =>
  t.field({ type: UserRef, authScopes: { permission: users.read }, args: { id: t.arg.id({ required: true }) }, resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getUser(scope, args.id)) }),
);

builder.mutationField("inviteUser", (t) =>
  t.field({
    type: UserRef,
    authScopes: { permission: users.create },
    args: { invite: t.arg({ type: InviteUserInput, required: true }), locationIds: t.arg.idList({ required: true }), origin: t.arg.string() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => inviteUser(scope, linkDeps(ctx), { invite: args.invite, locationIds: args.locationIds, origin: args.origin })),
  }),
);
builder.mutationField("resendInvite", (t) =>
  t.field({
    type: UserRef,
    authScopes: { permission: users.create },
    args: { id: t.arg.id({ required: true }), origin: t.arg.string() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => resendInvite(scope, linkDeps(ctx), args.id, args.origin)),
  }),
);
for (const [name, run] of [
  ["cancelInvite", cancelInvite],
  ["activateUser", activateUser],
  ["deactivateUser", deactivateUser],
] as const) {
  builder.mutationField(name, (t) =>
    t.field({ type: UserRef, authScopes: { permission: users.update }, args: { id: t.arg.id({ required: true }) }, resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => run(scope, args.id)) }),
  );
}
builder.mutationField("updateUser", (t) =>
  t.field({
    type: UserRef,
    authScopes: { permission: users.update },
    args: { id: t.arg.id({ required: true }), locationIds: t.arg.idList({ required: true }), dto: t.arg({ type: UserInputFields, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => updateUser(scope, { id: args.id, locationIds: args.locationIds, user: args.dto })),
  }),
);

builder.queryField("getRoles", (t) =>
  t.field({ type: listType("Role", RoleRef), authScopes: { permission: [roles.read, users.read] }, args: listArgs(t.arg), resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listRoles(scope, args)) }),
);
builder.queryField("getRole", (t) =>
  t.field({ type: RoleRef, authScopes: { permission: roles.read }, args: { roleId: t.arg.id({ required: true }) }, resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getRole(scope, args.roleId)) }),
);
builder.queryField("getPermissions", (t) =>
  t.field({ type: listType("Permission", PermissionRef), authScopes: { permission: roles.read }, args: listArgs(t.arg), resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listPermissions(scope, args)) }),
);
builder.queryField("getPermissionByRoleId", (t) =>
  t.field({ type: [PermissionRef], authScopes: { permission: roles.read }, args: { roleId: t.arg.id({ required: true }) }, resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => permissionsOfRole(scope, args.roleId)) }),
);
builder.mutationField("createRole", (t) =>
  t.field({ type: RoleRef, authScopes: { permission: roles.create }, args: { input: t.arg({ type: RoleInput, required: true }) }, resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => createRole(scope, args.input)) }),
);
builder.mutationField("updateRole", (t) =>
  t.field({
    type: RoleRef,
    authScopes: { permission: roles.update },
    args: { id: t.arg.id({ required: true }), dto: t.arg({ type: RoleInput, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => updateRole(scope, { id: args.id, ...args.dto })),
  }),
);
builder.mutationField("addOrRemovePermissionsByRoleId", (t) =>
  t.field({
    type: "Boolean",
    authScopes: { permission: roles.update },
    args: { roleId: t.arg.id({ required: true }), permissionIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => replaceRolePermissions(scope, args.roleId, args.permissionIds.map(String))),
  }),
);

builder.queryField("getActivityLogs", (t) =>
  t.field({ type: listType("ActivityLogEntry", ActivityRef), authScopes: { permission: activityLog.read }, args: listArgs(t.arg), resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listActivity(scope, args)) }),
);

// ---- the password pages: no sign-in ----
builder.mutationField("validateInviteToken", (t) =>
  t.field({ type: "Boolean", args: { id: t.arg.string({ required: true }), token: t.arg.string({ required: true }) }, resolve: (_root, args, ctx) => validateLink(ctx.db, "INVITE", args.id, args.token) }),
);
builder.mutationField("validateEmailToken", (t) =>
  t.field({ type: "Boolean", args: { id: t.arg.string({ required: true }), token: t.arg.string({ required: true }) }, resolve: (_root, args, ctx) => validateLink(ctx.db, "RESET", args.id, args.token) }),
);
builder.mutationField("acceptInvite", (t) =>
  t.field({
    type: "Boolean",
    args: { id: t.arg.string({ required: true }), token: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => setPasswordByLink(ctx.db, "INVITE", args),
  }),
);
builder.mutationField("resetPassword", (t) =>
  t.field({
    type: "Boolean",
    args: { id: t.arg.string({ required: true }), token: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => setPasswordByLink(ctx.db, "RESET", args),
  }),
);
builder.mutationField("forgotPassword", (t) =>
  t.field({
    type: "Boolean",
    description: "Answers true whether or not the e-mail has an account (a reset link goes to each active one).",
    args: { email: t.arg.string({ required: true }), origin: t.arg.string() },
    resolve: (_root, args, ctx) => forgotPassword({ db: ctx.db, ...linkDeps(ctx) }, { email: args.email, origin: args.origin, clientAddress: ctx.clientAddress }),
  }),
);
