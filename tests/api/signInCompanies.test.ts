// Issue 25, item 10: sign-in across companies. After company A invited an e-mail that belongs to a user of
// company B, anonymous sign-in said the e-mail "belongs to more than one company" (to anyone, with any password)
// and B's user could not sign in without the account field, even after the invitation was cancelled. Now the
// company is found among ACTIVE users with a password only, and an anonymous caller hears nothing but 'Invalid
// email or password.' until a password has matched; the company is asked for only when it matches in both.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { gql, LOGIN_MUTATION, login, type LoginPayload } from "../support/api";
import { expectData, expectGqlError } from "../support/assertions";
import { acmeAdmin, demoAdmin } from "../support/logins";
import { linkIn, mailsTo, type CapturedMail } from "../support/testMailbox";

const mailbox = inject("apiMailbox");
const INVALID = "Invalid email or password.";
const ASK_COMPANY = "This email belongs to more than one company. Enter your company account.";

type Company = { admin: LoginPayload; roleId: string; name: string };
let demo: Company;
let acme: Company;

async function companyOf(credentials: { email: string; password: string }, name: string): Promise<Company> {
  const admin = await login(credentials.email, credentials.password);
  // a till role: the users made here must not count as the company's administrators in other test files
  const catalogue = expectData(await gql<{ getPermissions: { data: { id: string; permission: string }[] } }>(`{ getPermissions(limit: 100000) { data { id permission } } }`, {}, { token: admin.token }));
  const till = catalogue.getPermissions.data.filter((row) => row.permission === "sales-orders:pos:*").map((row) => row.id);
  const role = await gql<{ createRole: { id: string } }>(`mutation ($input: RoleInput!) { createRole(input: $input) { id } }`, {
    input: { name: `Counter ${randomUUID().slice(0, 8)}`, status: "ACTIVE", permissionIds: till },
  }, { token: admin.token });
  return { admin, roleId: expectData(role).createRole.id, name };
}

async function invitationFrom(company: Company, email: string): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect.poll(async () => (found = (await mailsTo(mailbox, email)).find((mail) => mail.subject === `You are invited to ${company.name}`)), { timeout: 15_000 }).toBeDefined();
  return found as CapturedMail;
}

/** Invites the e-mail into the company; with a password, accepts the invitation with it. Answers the user's id. */
async function invite(company: Company, email: string, password?: string): Promise<string> {
  const invited = await gql<{ inviteUser: { id: string } }>(
    `mutation ($invite: InviteUserInput!, $locationIds: [ID!]!) { inviteUser(invite: $invite, locationIds: $locationIds) { id } }`,
    { invite: { email, firstName: "Hina", lastName: "Aslam", roleId: company.roleId }, locationIds: [company.admin.allowedLocations[0].id] },
    { token: company.admin.token },
  );
  const { id } = expectData(invited).inviteUser;
  if (password) {
    const link = linkIn(await invitationFrom(company, email));
    expectData(await gql(`mutation ($id: String!, $token: String!, $password: String!) { acceptInvite(id: $id, token: $token, password: $password) }`, { id: link.id, token: link.token, password }));
  }
  return id;
}

const signIn = (email: string, password: string, accountId?: string) => gql<{ loginUser: LoginPayload }>(LOGIN_MUTATION, { email, password, accountId });
const newEmail = () => `hina.${randomUUID().slice(0, 8)}@pharmacy.test`;

beforeAll(async () => {
  demo = await companyOf(demoAdmin, "Demo Pharmacy");
  acme = await companyOf(acmeAdmin, "Acme Pharmacy");
});

describe("an e-mail invited by another company", () => {
  it("neither reveals the invitation nor stops the user signing in, before and after it is cancelled", async () => {
    const email = newEmail();
    await invite(demo, email, "Demo@Pass2026");
    const invitedByAcme = await invite(acme, email);

    expect(expectData(await signIn(email, "Demo@Pass2026")).loginUser.tenant.accountId).toBe("demo");
    const wrong = await signIn(email, "Wrong@Pass2026");
    expectGqlError(wrong, "UNAUTHENTICATED", INVALID);
    expect(wrong.errors).toEqual((await signIn(newEmail(), "Wrong@Pass2026")).errors);

    expectData(await gql(`mutation ($id: ID!) { cancelInvite(id: $id) { id } }`, { id: invitedByAcme }, { token: acme.admin.token }));
    expect(expectData(await signIn(email, "Demo@Pass2026")).loginUser.tenant.accountId).toBe("demo");
    expectGqlError(await signIn(email, "Wrong@Pass2026"), "UNAUTHENTICATED", INVALID);
  });
});

describe("an e-mail active in two companies", () => {
  it("signs in where the password matches, and says nothing more than 'Invalid email or password.' before it does", async () => {
    const email = newEmail();
    await invite(demo, email, "Demo@Pass2026");
    await invite(acme, email, "Acme@Pass2026");
    expect(expectData(await signIn(email, "Demo@Pass2026")).loginUser.tenant.accountId).toBe("demo");
    expect(expectData(await signIn(email, "Acme@Pass2026")).loginUser.tenant.accountId).toBe("acme");
    expectGqlError(await signIn(email, "Wrong@Pass2026"), "UNAUTHENTICATED", INVALID);
  });

  it("asks for the company only when the password matches in both, then signs in to the one named", async () => {
    const email = newEmail();
    await invite(demo, email, "Same@Pass2026");
    await invite(acme, email, "Same@Pass2026");
    expectGqlError(await signIn(email, "Wrong@Pass2026"), "UNAUTHENTICATED", INVALID);
    const ask = expectGqlError(await signIn(email, "Same@Pass2026"), "BAD_USER_INPUT", ASK_COMPANY);
    expect(ask.extensions?.fields).toEqual({ accountId: ASK_COMPANY });
    expect(expectData(await signIn(email, "Same@Pass2026", "acme")).loginUser.tenant.accountId).toBe("acme");
    expect(expectData(await signIn(email, "Same@Pass2026", "demo")).loginUser.tenant.accountId).toBe("demo");
  });
});
