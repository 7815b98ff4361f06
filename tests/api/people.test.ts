// People and access (issue 15) over HTTP, the e-mail caught by an in-process SMTP server: an invitation read from
// the captured message sets the password and the user signs in; expired, reused and forged links are refused; the
// reset flow the same, and an unknown e-mail is answered alike; deactivating ends a live session; a role's new
// permission applies on the next request; the last administrator stays; nobody grants what they lack; tenant walls.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { gql, login } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { acmeAdmin, demoAdmin, demoCashier } from "../support/logins";
import { linkIn, mailsTo, mailTo } from "../support/testMailbox";

const mailbox = inject("apiMailbox");
const ORIGIN = "http://127.0.0.1:5173";
const PASSWORD = "Welcome@2026";
const USER_FIELDS = "id email status firstName role { id name } locationIds";

let admin: string;
let locationIds: string[];
let permissionIds: Record<string, string>;

const unique = () => randomUUID().slice(0, 8);
const call = async <T>(query: string, variables: object, token = admin) => expectData(await gql<T>(query, variables, { token }));

async function createRole(name: string, permissions: string[], token = admin): Promise<string> {
  const { createRole: role } = await call<{ createRole: { id: string } }>(
    `mutation ($input: RoleInput!) { createRole(input: $input) { id } }`,
    { input: { name, status: "ACTIVE", permissionIds: permissions.map((permission) => permissionIds[permission]) } },
    token,
  );
  return role.id;
}

async function invite(email: string, roleId: string, places = locationIds.slice(0, 1), token = admin) {
  return gql<{ inviteUser: { id: string; status: string } }>(
    `mutation ($invite: InviteUserInput!, $locationIds: [ID!]!, $origin: String) { inviteUser(invite: $invite, locationIds: $locationIds, origin: $origin) { ${USER_FIELDS} } }`,
    { invite: { email, firstName: "Sana", lastName: "Iqbal", phone: "0300 1234567", roleId }, locationIds: places, origin: ORIGIN },
    { token },
  );
}

/** Invites and accepts: answers the new user's id and session token. */
async function newUser(roleId: string): Promise<{ id: string; email: string; token: string }> {
  const email = `sana.${unique()}@demo.test`;
  const { inviteUser } = expectData(await invite(email, roleId));
  const link = linkIn(await mailTo(mailbox, email, /invited/));
  expect(expectData(await gql<{ acceptInvite: boolean }>(`mutation ($id: String!, $token: String!, $password: String!) { acceptInvite(id: $id, token: $token, password: $password) }`, { ...link, password: PASSWORD })).acceptInvite).toBe(true);
  return { id: inviteUser.id, email, token: (await login(email, PASSWORD)).token };
}

beforeAll(async () => {
  const session = await login(demoAdmin.email, demoAdmin.password);
  admin = session.token;
  locationIds = session.allowedLocations.map((place) => place.id);
  const { getPermissions } = await call<{ getPermissions: { data: { id: string; permission: string }[] } }>(`{ getPermissions(limit: 100000) { data { id permission } } }`, {});
  permissionIds = Object.fromEntries(getPermissions.data.map((row) => [row.permission, row.id]));
});

const VALIDATE_INVITE = `mutation ($id: String!, $token: String!) { validateInviteToken(id: $id, token: $token) }`;
const ACCEPT = `mutation ($id: String!, $token: String!, $password: String!) { acceptInvite(id: $id, token: $token, password: $password) }`;
const RESET = `mutation ($id: String!, $token: String!, $password: String!) { resetPassword(id: $id, token: $token, password: $password) }`;
const FORGOT = `mutation ($email: String!, $origin: String) { forgotPassword(email: $email, origin: $origin) }`;

describe("inviting a user", () => {
  it("e-mails a link that sets the password once, then the user signs in with their role and location", async () => {
    const roleId = await createRole(`Counter ${unique()}`, ["sales-orders:pos:*"]);
    const email = `Zara.${unique()}@Demo.test`;
    const invited = expectData(await invite(email, roleId)).inviteUser;
    expect(invited).toMatchObject({ email: email.toLowerCase(), status: "INVITE_PENDING", locationIds: locationIds.slice(0, 1) });
    const mail = await mailTo(mailbox, email.toLowerCase(), /invited/);
    expect(mail.subject).toBe("You are invited to Demo Pharmacy");
    expect(mail.html).toContain("Demo Pharmacy");
    expect(mail.html).toContain(`${ORIGIN}/brand/demo-logo.svg`);
    const link = linkIn(mail);
    expect(link.url.startsWith(`${ORIGIN}/invite/accept?id=`)).toBe(true);
    // the token is kept only as its hash
    const [stored] = await queryApiDatabase<{ token_hash: string }>("select token_hash from user_tokens where id = $1", [link.id]);
    expect(stored.token_hash).not.toContain(link.token);

    expect(expectData(await gql(VALIDATE_INVITE, link)).validateInviteToken).toBe(true);
    expectGqlError(await gql(ACCEPT, { ...link, password: "short" }), "BAD_USER_INPUT", "Password should be of minimum 8 characters length");
    expectGqlError(await gql(ACCEPT, { ...link, password: "alllowercase1!" }), "BAD_USER_INPUT", "Password must contain at least one uppercase letter");
    expect(expectData(await gql(ACCEPT, { ...link, password: PASSWORD })).acceptInvite).toBe(true);
    const session = await login(email, PASSWORD);
    expect(session.permissions.map((row) => row.permission)).toEqual(["sales-orders:pos:*"]);
    expect(session.allowedLocations.map((place) => place.id)).toEqual(locationIds.slice(0, 1));
    // used once: the same link again is expired, a forged token or id is invalid
    expect(expectData(await gql(VALIDATE_INVITE, link)).validateInviteToken).toBe(false);
    expect(expectData(await gql(ACCEPT, { ...link, password: "Another@2026" })).acceptInvite).toBe(false);
    expectGqlError(await gql(VALIDATE_INVITE, { id: link.id, token: `${link.token.slice(0, -2)}xx` }), "BAD_REQUEST", "Invalid Link.");
    expectGqlError(await gql(VALIDATE_INVITE, { id: randomUUID(), token: link.token }), "BAD_REQUEST", "Invalid Link.");
    expectGqlError(await gql(VALIDATE_INVITE, { id: "not-an-id", token: "x" }), "BAD_REQUEST", "Invalid Link.");
  });

  it("refuses an expired invitation, ends the old link on a resend, and a cancelled invitation cannot be accepted", async () => {
    const roleId = await createRole(`Clerk ${unique()}`, ["sales-orders:return-order:read"]);
    const email = `late.${unique()}@demo.test`;
    const { inviteUser } = expectData(await invite(email, roleId));
    const first = linkIn(await mailTo(mailbox, email, /invited/));
    await queryApiDatabase("update user_tokens set expires_at = now() - interval '1 minute' where id = $1", [first.id]);
    expect(expectData(await gql(VALIDATE_INVITE, first)).validateInviteToken).toBe(false);

    await call(`mutation ($id: ID!, $origin: String) { resendInvite(id: $id, origin: $origin) { id } }`, { id: inviteUser.id, origin: "https://evil.example" });
    await expect.poll(async () => (await mailsTo(mailbox, email)).length).toBe(2);
    const second = linkIn((await mailsTo(mailbox, email))[1]);
    expect(second.url.startsWith("https://evil.example")).toBe(false);
    expect(expectData(await gql(VALIDATE_INVITE, second)).validateInviteToken).toBe(true);

    const cancelled = await call<{ cancelInvite: { status: string } }>(`mutation ($id: ID!) { cancelInvite(id: $id) { status } }`, { id: inviteUser.id });
    expect(cancelled.cancelInvite.status).toBe("INVITE_CANCELLED");
    expect(expectData(await gql(ACCEPT, { ...second, password: PASSWORD })).acceptInvite).toBe(false);
    expectGqlError(await gql(`mutation ($id: ID!) { cancelInvite(id: $id) { id } }`, { id: inviteUser.id }, { token: admin }), "CONFLICT", "A user who is invite cancelled cannot be uninvited.");
    expectGqlError(await gql(`mutation ($id: ID!) { activateUser(id: $id) { id } }`, { id: inviteUser.id }, { token: admin }), "CONFLICT");
  });

  it("checks the form and refuses a taken e-mail", async () => {
    const roleId = await createRole(`Temp ${unique()}`, ["sales-orders:pos:*"]);
    const bad = await gql(
      `mutation ($invite: InviteUserInput!, $locationIds: [ID!]!) { inviteUser(invite: $invite, locationIds: $locationIds) { id } }`,
      { invite: { email: "not-an-email", firstName: " ", roleId: "x" }, locationIds: [] },
      { token: admin },
    );
    expectGqlError(bad, "BAD_USER_INPUT");
    expect(bad.errors?.[0].extensions?.fields).toMatchObject({ email: "Invalid email", firstName: "First name is required.", roleId: "Please choose a role.", locationIds: "Please choose at least one location." });
    expectGqlError(await invite(demoCashier.email, roleId), "BAD_USER_INPUT", "A user with this email already exists.");
  });
});

describe("forgotten passwords", () => {
  it("e-mails a one-hour link that changes the password and ends the user's sessions; an unknown e-mail is answered alike", async () => {
    const roleId = await createRole(`Reset ${unique()}`, ["sales-orders:pos:*"]);
    const user = await newUser(roleId);
    expect(expectData(await gql(FORGOT, { email: user.email, origin: ORIGIN })).forgotPassword).toBe(true);
    const first = linkIn(await mailTo(mailbox, user.email, /reset the password/));
    expect(first.url.startsWith(`${ORIGIN}/password-reset/change?id=`)).toBe(true);
    // a second request ends the first link
    expect(expectData(await gql(FORGOT, { email: user.email.toUpperCase() })).forgotPassword).toBe(true);
    await expect.poll(async () => (await mailsTo(mailbox, user.email)).filter((mail) => /reset the password/.test(mail.text)).length).toBe(2);
    const second = linkIn((await mailsTo(mailbox, user.email)).filter((mail) => /reset the password/.test(mail.text))[1]);
    const VALIDATE = `mutation ($id: String!, $token: String!) { validateEmailToken(id: $id, token: $token) }`;
    expect(expectData(await gql(VALIDATE, first)).validateEmailToken).toBe(false);
    expect(expectData(await gql(VALIDATE, second)).validateEmailToken).toBe(true);
    const [{ hours }] = await queryApiDatabase<{ hours: string }>("select round(extract(epoch from expires_at - created_at) / 3600)::text as hours from user_tokens where id = $1", [second.id]);
    expect(hours).toBe("1");
    // an invitation link is not a reset link
    expectGqlError(await gql(VALIDATE_INVITE, second), "BAD_REQUEST", "Invalid Link.");

    expect(expectData(await gql(RESET, { ...second, password: "Changed@2026" })).resetPassword).toBe(true);
    expectGqlError(await gql(`{ authenticateToken { token } }`, {}, { token: user.token }), "UNAUTHENTICATED");
    await login(user.email, "Changed@2026");
    expect(expectData(await gql(RESET, { ...second, password: "Again@20266" })).resetPassword).toBe(false);

    const unknown = `nobody.${unique()}@demo.test`;
    const answer = await gql(FORGOT, { email: unknown });
    expect(answer).toEqual({ data: { forgotPassword: true } });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailsTo(mailbox, unknown)).toEqual([]);
    expectGqlError(await gql(FORGOT, { email: "not an email" }), "BAD_USER_INPUT", "Invalid email");
  });

  it("limits how often one address may ask", async () => {
    const email = `flood.${unique()}@demo.test`;
    for (let attempt = 0; attempt < 5; attempt += 1) expect(expectData(await gql(FORGOT, { email })).forgotPassword).toBe(true);
    expectGqlError(await gql(FORGOT, { email }), "BAD_REQUEST", "Too many password reset requests. Try again in 15 minutes.");
  });
});

describe("access follows every change at once", () => {
  it("a deactivated user's live session ends, and they cannot sign in until activated", async () => {
    const roleId = await createRole(`Short ${unique()}`, ["sales-orders:pos:*"]);
    const user = await newUser(roleId);
    expectData(await gql(`{ authenticateToken { token } }`, {}, { token: user.token }));
    const { deactivateUser } = await call<{ deactivateUser: { status: string } }>(`mutation ($id: ID!) { deactivateUser(id: $id) { status } }`, { id: user.id });
    expect(deactivateUser.status).toBe("INACTIVE");
    expectGqlError(await gql(`{ authenticateToken { token } }`, {}, { token: user.token }), "UNAUTHENTICATED");
    await expect(login(user.email, PASSWORD)).rejects.toThrow();
    await call(`mutation ($id: ID!) { activateUser(id: $id) { id } }`, { id: user.id });
    await login(user.email, PASSWORD);
  });

  it("a role's new permission applies on its users' next request, and a changed role or location signs them out", async () => {
    const roleId = await createRole(`Growing ${unique()}`, ["sales-orders:pos:*"]);
    const user = await newUser(roleId);
    const LIST = `{ getReturnedOrders(limit: 1) { meta { totalCount } } }`;
    // warm the server's cached state of the session, then change the role
    expectGqlError(await gql(LIST, {}, { token: user.token }), "FORBIDDEN");
    await call(`mutation ($roleId: ID!, $ids: [ID!]!) { addOrRemovePermissionsByRoleId(roleId: $roleId, permissionIds: $ids) }`, {
      roleId,
      ids: [permissionIds["sales-orders:pos:*"], permissionIds["sales-orders:return-order:read"]],
    });
    expectData(await gql(LIST, {}, { token: user.token }));
    const { getPermissionByRoleId } = await call<{ getPermissionByRoleId: { permission: string }[] }>(`query ($roleId: ID!) { getPermissionByRoleId(roleId: $roleId) { permission } }`, { roleId });
    expect(getPermissionByRoleId.map((row) => row.permission)).toEqual(["sales-orders:pos:*", "sales-orders:return-order:read"]);

    await call(`mutation ($id: ID!, $locationIds: [ID!]!, $dto: UserInput!) { updateUser(id: $id, locationIds: $locationIds, dto: $dto) { id } }`, {
      id: user.id,
      locationIds: locationIds.slice(0, 2),
      dto: { firstName: "Sana", lastName: "Iqbal", roleId },
    });
    expectGqlError(await gql(`{ authenticateToken { token } }`, {}, { token: user.token }), "UNAUTHENTICATED");
    expect((await login(user.email, PASSWORD)).allowedLocations).toHaveLength(2);
  });

  it("keeps an active administrator: no one deactivates themself, and the last one cannot lose the right", async () => {
    const me = await login(demoAdmin.email, demoAdmin.password);
    expectGqlError(await gql(`mutation ($id: ID!) { deactivateUser(id: $id) { id } }`, { id: me.user.id }, { token: admin }), "CONFLICT", "You cannot deactivate yourself.");
    const cashierRole = (await login(demoCashier.email, demoCashier.password)).user.role.id;
    const lastAdmin = await gql(`mutation ($id: ID!, $locationIds: [ID!]!, $dto: UserInput!) { updateUser(id: $id, locationIds: $locationIds, dto: $dto) { id } }`, {
      id: me.user.id,
      locationIds,
      dto: { firstName: me.user.firstName, lastName: me.user.lastName, roleId: cashierRole },
    }, { token: admin });
    expectGqlError(lastAdmin, "CONFLICT", "The company needs at least one active user who can manage users and roles: this change would leave none.");
    expectGqlError(
      await gql(`mutation ($id: ID!, $dto: RoleInput!) { updateRole(id: $id, dto: $dto) { id } }`, { id: me.user.role.id, dto: { name: me.user.role.name, status: "INACTIVE" } }, { token: admin }),
      "CONFLICT",
    );
    // nothing changed
    expectData(await gql(`{ getUsers(limit: 1) { meta { totalCount } } }`, {}, { token: admin }));
  });

  it("lets no one grant what they do not hold", async () => {
    const managerRole = await createRole(`User Manager ${unique()}`, ["system:users:read", "system:users:create", "system:users:update", "system:roles:read"]);
    const manager = await newUser(managerRole);
    const adminRole = (await login(demoAdmin.email, demoAdmin.password)).user.role.id;
    expectGqlError(await invite(`boss.${unique()}@demo.test`, adminRole, locationIds.slice(0, 1), manager.token), "FORBIDDEN", "You cannot grant permissions you do not have yourself: *.");
    // a location the manager does not work at
    expectGqlError(await invite(`far.${unique()}@demo.test`, managerRole, [locationIds[locationIds.length - 1]], manager.token), "FORBIDDEN");
    expectGqlError(await gql(`mutation ($input: RoleInput!) { createRole(input: $input) { id } }`, { input: { name: "x", status: "ACTIVE", permissionIds: [permissionIds["*"]] } }, { token: manager.token }), "FORBIDDEN");
    // nor demote or lock out someone who holds more than they do
    const boss = await login(demoAdmin.email, demoAdmin.password);
    expectGqlError(await gql(`mutation ($id: ID!) { deactivateUser(id: $id) { id } }`, { id: boss.user.id }, { token: manager.token }), "FORBIDDEN", "You cannot change a user who holds permissions you do not have.");
    expectGqlError(
      await gql(`mutation ($id: ID!, $locationIds: [ID!]!, $dto: UserInput!) { updateUser(id: $id, locationIds: $locationIds, dto: $dto) { id } }`, {
        id: boss.user.id,
        locationIds: locationIds.slice(0, 1),
        dto: { firstName: "Demoted", roleId: managerRole },
      }, { token: manager.token }),
      "FORBIDDEN",
    );
  });
});

describe("roles", () => {
  it("validates with the spec's messages and keeps only permission ids", async () => {
    const result = await gql(`mutation ($input: RoleInput!) { createRole(input: $input) { id } }`, { input: { name: "", status: "MAYBE", permissionIds: [] } }, { token: admin });
    expectGqlError(result, "BAD_USER_INPUT");
    expect(result.errors?.[0].extensions?.fields).toEqual({ name: "Name is required.", status: "Status is required.", permissions: "Permissions is required." });
    const name = `Tree ${unique()}`;
    const id = await createRole(name, ["sales-orders:pos:*"]);
    const { getRole } = await call<{ getRole: { name: string; status: string; permissions: string[] } }>(`query ($id: ID!) { getRole(roleId: $id) { name status permissions } }`, { id });
    expect(getRole).toEqual({ name, status: "ACTIVE", permissions: [permissionIds["sales-orders:pos:*"]] });
    expectGqlError(await gql(`mutation ($input: RoleInput!) { createRole(input: $input) { id } }`, { input: { name, status: "ACTIVE", permissionIds: [permissionIds["sales-orders:pos:*"]] } }, { token: admin }), "BAD_USER_INPUT", "A role with this name already exists.");
  });
});

describe("walls", () => {
  it("keeps users, roles and the activity log to their company and their permission", async () => {
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    const cashier = await login(demoCashier.email, demoCashier.password);
    const demoRole = cashier.user.role.id;
    expectGqlError(await gql(`query ($id: ID!) { getUser(id: $id) { id } }`, { id: cashier.user.id }, { token: acme.token }), "NOT_FOUND");
    expectGqlError(await gql(`mutation ($id: ID!) { deactivateUser(id: $id) { id } }`, { id: cashier.user.id }, { token: acme.token }), "NOT_FOUND");
    expectGqlError(await gql(`query ($id: ID!) { getRole(roleId: $id) { id } }`, { id: demoRole }, { token: acme.token }), "NOT_FOUND");
    expectGqlError(await invite(`cross.${unique()}@acme.test`, demoRole, acme.allowedLocations.map((place) => place.id).slice(0, 1), acme.token), "BAD_USER_INPUT", "Please choose a role.");
    expectGqlError(await invite(`cross.${unique()}@acme.test`, acme.user.role.id, locationIds.slice(0, 1), acme.token), "BAD_USER_INPUT", "Please choose at least one location.");
    const acmeUsers = expectData(await gql<{ getUsers: { data: { email: string }[] } }>(`{ getUsers(limit: 100) { data { email } } }`, {}, { token: acme.token })).getUsers.data;
    expect(acmeUsers.every((row) => row.email.endsWith("@acme.test"))).toBe(true);
    for (const query of [`{ getUsers { data { id } } }`, `{ getRoles { data { id } } }`, `{ getActivityLogs { data { id } } }`]) expectGqlError(await gql(query, {}, { token: cashier.token }), "FORBIDDEN");
    const log = expectData(await gql<{ getActivityLogs: { data: { entity: string; action: string; user: { email: string } | null }[] } }>(
      `{ getActivityLogs(limit: 50, filter: [{ conditions: [{ field: "entity", operator: EQUAL, value: "role" }] }]) { data { entity action user { email } } } }`,
      {},
      { token: admin },
    )).getActivityLogs.data;
    expect(log.length).toBeGreaterThan(0);
    expect(log.every((entry) => entry.entity === "role")).toBe(true);
    expect(log.some((entry) => entry.user?.email === demoAdmin.email)).toBe(true);
  });
});
