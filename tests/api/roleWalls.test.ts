// Issue 25, item 6: a role manager could demote or lock out the administrators. With only the users and roles
// permissions, a user set the Administrator role INACTIVE and replaced its '*' with one permission (only added
// permissions were checked against the caller). Now nobody changes a role (name, status, permissions added or
// removed) that holds a permission they lack, nor any role so that no active user can manage users and roles.
// A server of its own: the attacks, were they to pass, would strip the shared server's demo administrator.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, type ApiClient, type LoginPayload } from "../support/api";
import { expectData, expectGqlError } from "../support/assertions";
import { demoAdmin } from "../support/logins";
import { linkIn, mailTo, startTestMailbox, type TestMailbox } from "../support/testMailbox";
import { startTestServer, type TestServer } from "../support/testServer";

const PASSWORD = "Welcome@2026";
const ROLE_HOLDS_MORE = "You cannot change a role that holds permissions you do not have.";
const LAST_ADMIN = "The company needs at least one active user who can manage users and roles: this change would leave none.";
const USERS_AND_ROLES = ["system:users:read", "system:users:create", "system:users:update", "system:roles:read", "system:roles:create", "system:roles:update"];

const UPDATE_ROLE = `mutation ($id: ID!, $dto: RoleInput!) { updateRole(id: $id, dto: $dto) { id name status } }`;
const SET_PERMISSIONS = `mutation ($roleId: ID!, $ids: [ID!]!) { addOrRemovePermissionsByRoleId(roleId: $roleId, permissionIds: $ids) }`;
const GET_ROLE = `query ($id: ID!) { getRole(roleId: $id) { name status permissions } }`;

let mailbox: TestMailbox;
let server: TestServer;
let client: ApiClient;
let admin: LoginPayload;
let permissionIds: Record<string, string>;

const idsOf = (permissions: string[]) => permissions.map((permission) => permissionIds[permission]);

beforeAll(async () => {
  mailbox = await startTestMailbox();
  server = await startTestServer({ mail: { smtpUrl: mailbox.smtpUrl, from: "Pharmacy Tests <tests@localhost>" } });
  client = createApiClient(server.url);
  admin = await client.login(demoAdmin.email, demoAdmin.password);
  const { getPermissions } = expectData(await client.gql<{ getPermissions: { data: { id: string; permission: string }[] } }>(`{ getPermissions(limit: 100000) { data { id permission } } }`, {}, { token: admin.token }));
  permissionIds = Object.fromEntries(getPermissions.data.map((row) => [row.permission, row.id]));
});

afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

async function createRole(name: string, permissions: string[], token = admin.token): Promise<string> {
  const result = await client.gql<{ createRole: { id: string } }>(`mutation ($input: RoleInput!) { createRole(input: $input) { id } }`, { input: { name, status: "ACTIVE", permissionIds: idsOf(permissions) } }, { token });
  return expectData(result).createRole.id;
}

/** A new ACTIVE user of the role (invited by the administrator, the invitation accepted): their session. */
async function newUser(roleId: string): Promise<LoginPayload> {
  const email = `staff.${randomUUID().slice(0, 8)}@demo.test`;
  expectData(
    await client.gql(
      `mutation ($invite: InviteUserInput!, $locationIds: [ID!]!) { inviteUser(invite: $invite, locationIds: $locationIds) { id } }`,
      { invite: { email, firstName: "Bilal", lastName: "Khan", roleId }, locationIds: [admin.allowedLocations[0].id] },
      { token: admin.token },
    ),
  );
  const link = linkIn(await mailTo(mailbox.url, email, /invited/));
  expectData(await client.gql(`mutation ($id: String!, $token: String!, $password: String!) { acceptInvite(id: $id, token: $token, password: $password) }`, { id: link.id, token: link.token, password: PASSWORD }));
  return client.login(email, PASSWORD);
}

/** The Administrator role is as seeded: its name, ACTIVE, '*' only, and the administrator still holds '*'. */
async function expectAdministratorIntact(): Promise<void> {
  const role = expectData(await client.gql<{ getRole: { name: string; status: string; permissions: string[] } }>(GET_ROLE, { id: admin.user.role.id }, { token: admin.token })).getRole;
  expect(role).toEqual({ name: "Administrator", status: "ACTIVE", permissions: idsOf(["*"]) });
  expect((await client.login(demoAdmin.email, demoAdmin.password)).permissions.map((row) => row.permission)).toEqual(["*"]);
}

let manager: LoginPayload | undefined;

describe("a role manager (the users and roles permissions only)", () => {
  const administrator = () => ({ id: admin.user.role.id, name: "Administrator" });

  beforeAll(async () => {
    manager = await newUser(await createRole("Role Manager", USERS_AND_ROLES));
  });

  it("cannot rename the Administrator role (updateRole)", async () => {
    const result = await client.gql(UPDATE_ROLE, { id: administrator().id, dto: { name: "Former Administrator", status: "ACTIVE" } }, { token: manager?.token });
    expectGqlError(result, "FORBIDDEN", ROLE_HOLDS_MORE);
    await expectAdministratorIntact();
  });

  it("cannot set it INACTIVE (updateRole's status)", async () => {
    const result = await client.gql(UPDATE_ROLE, { id: administrator().id, dto: { name: administrator().name, status: "INACTIVE" } }, { token: manager?.token });
    expectGqlError(result, "FORBIDDEN", ROLE_HOLDS_MORE);
    await expectAdministratorIntact();
  });

  it("cannot replace its '*' with one permission it holds (updateRole's permissions)", async () => {
    const dto = { name: administrator().name, status: "ACTIVE", permissionIds: idsOf(["system:users:read"]) };
    expectGqlError(await client.gql(UPDATE_ROLE, { id: administrator().id, dto }, { token: manager?.token }), "FORBIDDEN", ROLE_HOLDS_MORE);
    await expectAdministratorIntact();
  });

  it("cannot replace its permissions (addOrRemovePermissionsByRoleId), nor take a permission it lacks off another role", async () => {
    expectGqlError(await client.gql(SET_PERMISSIONS, { roleId: administrator().id, ids: idsOf(["system:users:read"]) }, { token: manager?.token }), "FORBIDDEN", ROLE_HOLDS_MORE);
    await expectAdministratorIntact();
    const tillRole = await createRole("Till and users", ["sales-orders:pos:*", "system:users:read"]);
    expectGqlError(await client.gql(SET_PERMISSIONS, { roleId: tillRole, ids: idsOf(["system:users:read"]) }, { token: manager?.token }), "FORBIDDEN", ROLE_HOLDS_MORE);
    const kept = expectData(await client.gql<{ getRole: { permissions: string[] } }>(GET_ROLE, { id: tillRole }, { token: admin.token })).getRole.permissions;
    expect([...kept].sort()).toEqual(idsOf(["sales-orders:pos:*", "system:users:read"]).sort());
  });

  it("still changes a role within its own permissions, by every path", async () => {
    const helpers = await createRole("Helpers", ["system:users:read"], manager?.token);
    expect(expectData(await client.gql<{ updateRole: { name: string; status: string } }>(UPDATE_ROLE, { id: helpers, dto: { name: "Front Desk", status: "INACTIVE", permissionIds: idsOf(["system:users:read", "system:roles:read"]) } }, { token: manager?.token })).updateRole).toMatchObject({ name: "Front Desk", status: "INACTIVE" });
    expect(expectData(await client.gql<{ addOrRemovePermissionsByRoleId: boolean }>(SET_PERMISSIONS, { roleId: helpers, ids: idsOf(["system:roles:read"]) }, { token: manager?.token })).addOrRemovePermissionsByRoleId).toBe(true);
  });
});

describe("an active user who can manage users and roles remains", () => {
  beforeAll(async () => {
    // the role manager leaves; someone who may manage users but not roles stays: they alone would leave the
    // company's roles unmanageable
    if (manager) expectData(await client.gql(`mutation ($id: ID!) { deactivateUser(id: $id) { id } }`, { id: manager.user.id }, { token: admin.token }));
    await newUser(await createRole("User Desk", ["system:users:read", "system:users:create", "system:users:update"]));
  });

  it("refuses the administrators' own change that leaves no one managing roles (addOrRemovePermissionsByRoleId)", async () => {
    const result = await client.gql(SET_PERMISSIONS, { roleId: admin.user.role.id, ids: idsOf(["system:users:read", "system:users:create", "system:users:update"]) }, { token: admin.token });
    expectGqlError(result, "CONFLICT", LAST_ADMIN);
    await expectAdministratorIntact();
  });

  it("refuses it through updateRole's permissions and status", async () => {
    const usersOnly = { name: "Administrator", status: "ACTIVE", permissionIds: idsOf(["system:users:update"]) };
    expectGqlError(await client.gql(UPDATE_ROLE, { id: admin.user.role.id, dto: usersOnly }, { token: admin.token }), "CONFLICT", LAST_ADMIN);
    expectGqlError(await client.gql(UPDATE_ROLE, { id: admin.user.role.id, dto: { name: "Administrator", status: "INACTIVE" } }, { token: admin.token }), "CONFLICT", LAST_ADMIN);
    await expectAdministratorIntact();
  });
});
