// Users: invite (INVITE_PENDING with an invitation e-mail), resend or cancel the invitation, activate, deactivate
// and update (README "Users: transitions"; any other change is CONFLICT). Deactivating a user, or changing their
// role or locations, ends their sessions at once; nobody deactivates themself, and the company keeps an active
// user who can manage users and roles. Each change is in the activity log.
import { and, eq } from "drizzle-orm";
import "../../../common/format/phoneRulesStatic";
import {
  inviteUserSchema,
  SELF_DEACTIVATE_MESSAGE,
  updateUserSchema,
  USER_ACTION_FROM,
  USER_EMAIL_TAKEN,
  userActionRefusal,
  type UserStatus,
} from "../../../common/schemas/people";
import { nextSecondaryId, SECONDARY_IDS } from "../../db/counters";
import { userLocations, users } from "../../db/schema";
import type { ServiceScope } from "../../core/context";
import { badUserInput, conflict, parseInput } from "../../core/errors";
import { lockTenantWrites } from "../../core/writeLocks";
import { recordActivity } from "../../core/activity/recordActivity";
import { assertAnAdministratorRemains, assertAssignableLocations, assertAssignableRole, assertManageableUser, endSessionsOf } from "./accessRules";
import { endUserLinks, sendUserLink, type LinkDeps } from "./userLinks";
import { getUser, type UserRow } from "./userQueries";

type UserAction = keyof typeof USER_ACTION_FROM;

/** The user, locked for the change, after checking the action may start from their status. */
async function lockedUser(scope: ServiceScope, id: string, action: UserAction): Promise<UserRow> {
  const user = await getUser(scope, id);
  const [locked] = await scope.tx
    .select({ status: users.status })
    .from(users)
    .where(and(eq(users.tenantId, scope.tenantId), eq(users.id, user.id)))
    .for("update");
  const status = locked.status as UserStatus;
  await assertManageableUser(scope, user.roleId);
  if (!USER_ACTION_FROM[action].includes(status)) throw conflict(userActionRefusal(status, action));
  return { ...user, status };
}

async function setLocations(scope: ServiceScope, userId: string, locationIds: readonly string[]): Promise<void> {
  const { tx, tenantId } = scope;
  await tx.delete(userLocations).where(and(eq(userLocations.tenantId, tenantId), eq(userLocations.userId, userId)));
  await tx.insert(userLocations).values([...new Set(locationIds)].map((locationId) => ({ tenantId, userId, locationId })));
}

export async function inviteUser(scope: ServiceScope, deps: LinkDeps, input: { invite: unknown; locationIds: unknown; origin?: string | null }): Promise<UserRow> {
  const dto = parseInput(inviteUserSchema, { ...(input.invite as object), locationIds: input.locationIds });
  const { tx, tenantId } = scope;
  await lockTenantWrites(tx, tenantId, "users");
  const [taken] = await tx.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.email, dto.email)));
  if (taken) throw badUserInput({ email: USER_EMAIL_TAKEN });
  await assertAssignableRole(scope, dto.roleId);
  await assertAssignableLocations(scope, dto.locationIds);
  const [user] = await tx
    .insert(users)
    .values({
      tenantId,
      secondaryId: await nextSecondaryId(tx, tenantId, SECONDARY_IDS.user.counter, SECONDARY_IDS.user.prefix),
      email: dto.email,
      firstName: dto.firstName,
      lastName: dto.lastName,
      phone: dto.phone,
      gender: dto.gender,
      status: "INVITE_PENDING",
      roleId: dto.roleId,
      passwordHash: null,
    })
    .returning({ id: users.id });
  await setLocations(scope, user.id, dto.locationIds);
  await sendUserLink(tx, deps, { tenantId, userId: user.id, purpose: "INVITE", pageOrigin: input.origin });
  await recordActivity(scope, { action: "INVITE", entity: "user", entityId: user.id, details: { email: dto.email, roleId: dto.roleId } });
  return getUser(scope, user.id);
}

export async function resendInvite(scope: ServiceScope, deps: LinkDeps, id: string, origin?: string | null): Promise<UserRow> {
  const user = await lockedUser(scope, id, "resendInvite");
  const { tx, tenantId } = scope;
  await tx.update(users).set({ status: "INVITE_PENDING", updatedAt: new Date() }).where(and(eq(users.tenantId, tenantId), eq(users.id, user.id)));
  await sendUserLink(tx, deps, { tenantId, userId: user.id, purpose: "INVITE", pageOrigin: origin });
  await recordActivity(scope, { action: "RESEND_INVITE", entity: "user", entityId: user.id });
  return getUser(scope, user.id);
}

export async function cancelInvite(scope: ServiceScope, id: string): Promise<UserRow> {
  const user = await lockedUser(scope, id, "cancelInvite");
  const { tx, tenantId } = scope;
  await tx.update(users).set({ status: "INVITE_CANCELLED", updatedAt: new Date() }).where(and(eq(users.tenantId, tenantId), eq(users.id, user.id)));
  await endUserLinks(tx, tenantId, user.id);
  await recordActivity(scope, { action: "CANCEL_INVITE", entity: "user", entityId: user.id });
  return getUser(scope, user.id);
}

export async function activateUser(scope: ServiceScope, id: string): Promise<UserRow> {
  const user = await lockedUser(scope, id, "activateUser");
  await scope.tx.update(users).set({ status: "ACTIVE", updatedAt: new Date() }).where(and(eq(users.tenantId, scope.tenantId), eq(users.id, user.id)));
  await recordActivity(scope, { action: "ACTIVATE", entity: "user", entityId: user.id });
  return getUser(scope, user.id);
}

export async function deactivateUser(scope: ServiceScope, id: string): Promise<UserRow> {
  if (id === scope.auth.user.id) throw conflict(SELF_DEACTIVATE_MESSAGE);
  await lockTenantWrites(scope.tx, scope.tenantId, "users");
  const user = await lockedUser(scope, id, "deactivateUser");
  const { tx, tenantId } = scope;
  await tx.update(users).set({ status: "INACTIVE", updatedAt: new Date() }).where(and(eq(users.tenantId, tenantId), eq(users.id, user.id)));
  await assertAnAdministratorRemains(tx, tenantId);
  await endSessionsOf(tx, tenantId, [user.id]);
  await endUserLinks(tx, tenantId, user.id);
  await recordActivity(scope, { action: "DEACTIVATE", entity: "user", entityId: user.id });
  return getUser(scope, user.id);
}

export async function updateUser(scope: ServiceScope, input: { id: string; locationIds: unknown; user: unknown }): Promise<UserRow> {
  const dto = parseInput(updateUserSchema, { ...(input.user as object), locationIds: input.locationIds });
  const { tx, tenantId } = scope;
  await lockTenantWrites(tx, tenantId, "users");
  const before = await getUser(scope, input.id);
  await assertManageableUser(scope, before.roleId);
  const roleChanged = before.roleId !== dto.roleId;
  const placesChanged = [...before.locations.map((place) => place.id)].sort().join() !== [...new Set(dto.locationIds)].sort().join();
  if (roleChanged) await assertAssignableRole(scope, dto.roleId);
  if (placesChanged) await assertAssignableLocations(scope, dto.locationIds);
  await tx
    .update(users)
    .set({ firstName: dto.firstName, lastName: dto.lastName, phone: dto.phone, gender: dto.gender, roleId: dto.roleId, updatedAt: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, before.id)));
  if (placesChanged) await setLocations(scope, before.id, dto.locationIds);
  if (roleChanged) await assertAnAdministratorRemains(tx, tenantId);
  if (roleChanged || placesChanged) await endSessionsOf(tx, tenantId, [before.id]);
  await recordActivity(scope, { action: "UPDATE", entity: "user", entityId: before.id, details: { roleChanged, locationsChanged: placesChanged } });
  return getUser(scope, before.id);
}
