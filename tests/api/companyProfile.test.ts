// The company profile (system:company:*): an admin reads and changes only their own company; the cashier is
// refused; each invalid field is named; a logo must be an upload of this company. The changes are made to acme
// (fewer tests read it) and undone at the end.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { gql, login, type LoginPayload } from "../support/api";
import { expectData, expectGqlError } from "../support/assertions";
import { acmeAdmin, demoAdmin, demoCashier } from "../support/logins";
import { uploaded } from "./fileHelpers";

const PROFILE_FIELDS = "id name accountId currency website onlineStoreURL logo parentCompanyLogo invertedLogo qrInvertedLogo";
const GET_PROFILE = `query { getCompanyProfile { ${PROFILE_FIELDS} } }`;
const UPDATE_PROFILE = `mutation ($input: CompanyProfileInput!) { updateCompanyProfile(input: $input) { ${PROFILE_FIELDS} } }`;

type Profile = {
  id: string;
  name: string;
  accountId: string;
  currency: string;
  website: string | null;
  onlineStoreURL: string | null;
  logo: string | null;
  parentCompanyLogo: string | null;
  invertedLogo: string | null;
  qrInvertedLogo: string | null;
};
type ProfileInput = Omit<Profile, "id" | "accountId" | "currency">;

let acme: LoginPayload;
let demo: LoginPayload;
let original: Profile;

const read = (token: string) => gql<{ getCompanyProfile: Profile }>(GET_PROFILE, {}, { token });
const update = (token: string, input: Partial<ProfileInput>) => gql<{ updateCompanyProfile: Profile }>(UPDATE_PROFILE, { input }, { token });
const inputOf = ({ name, website, onlineStoreURL, logo, parentCompanyLogo, invertedLogo, qrInvertedLogo }: Profile): ProfileInput => ({
  name,
  website,
  onlineStoreURL,
  logo,
  parentCompanyLogo,
  invertedLogo,
  qrInvertedLogo,
});
const plain = (url: string | null) => url?.split("?")[0] ?? null;

beforeAll(async () => {
  [acme, demo] = await Promise.all([login(acmeAdmin.email, acmeAdmin.password), login(demoAdmin.email, demoAdmin.password)]);
  original = expectData(await read(acme.token)).getCompanyProfile;
});

afterAll(async () => {
  if (original) expectData(await update(acme.token, inputOf(original)));
});

describe("company profile", () => {
  it("reads the caller's own company, with its currency and account id", async () => {
    expect(original).toMatchObject({ id: acme.tenant.id, name: acme.tenant.name, accountId: acme.tenant.accountId, currency: acme.tenant.currency });
    const demoProfile = expectData(await read(demo.token)).getCompanyProfile;
    expect(demoProfile.id).toBe(demo.tenant.id);
    expect(demoProfile.name).toBe(demo.tenant.name);
  });

  it("saves the name, links and uploaded logos, answered as signed URLs and kept as paths", async () => {
    const logo = await uploaded({ baseUrl: inject("apiUrl"), token: acme.token, purpose: "company" });
    const inverted = await uploaded({ baseUrl: inject("apiUrl"), token: acme.token, purpose: "company" });
    const saved = expectData(
      await update(acme.token, {
        name: "  Acme Health Renamed  ",
        website: "https://acme.example",
        onlineStoreURL: "http://shop.acme.example/store",
        logo: logo.url,
        invertedLogo: inverted.path,
      }),
    ).updateCompanyProfile;
    expect(saved).toMatchObject({ name: "Acme Health Renamed", website: "https://acme.example", onlineStoreURL: "http://shop.acme.example/store", parentCompanyLogo: null, qrInvertedLogo: null });
    expect(plain(saved.logo)).toBe(logo.path);
    expect(saved.logo).toContain("sig=");
    expect(plain(saved.invertedLogo)).toBe(inverted.path);
    const again = expectData(await read(acme.token)).getCompanyProfile;
    expect(plain(again.logo)).toBe(logo.path);
    expect(again.name).toBe("Acme Health Renamed");
    const session = expectData(await gql<{ authenticateToken: { tenant: { name: string; logo: string | null } } }>(`query { authenticateToken { tenant { name logo } } }`, {}, { token: acme.token }));
    expect(session.authenticateToken.tenant.name).toBe("Acme Health Renamed");
    expect(plain(session.authenticateToken.tenant.logo)).toBe(logo.path);
  });

  it("names each invalid field and changes nothing", async () => {
    const before = expectData(await read(acme.token)).getCompanyProfile;
    const cases: [Partial<ProfileInput>, string, string][] = [
      [{ name: "   " }, "name", "Company name is required"],
      [{ name: "x".repeat(121) }, "name", "Company name must be at most 120 characters."],
      [{ name: "Ok", website: "javascript:alert(1)" }, "website", "Website must be an http(s) link."],
      [{ name: "Ok", onlineStoreURL: "ftp://shop.example" }, "onlineStoreURL", "Online store URL must be an http(s) link."],
      [{ name: "Ok", website: `https://a.example/${"x".repeat(1000)}` }, "website", "Website must be at most 1000 characters."],
      [{ name: "Ok", logo: "https://elsewhere.example/logo.png" }, "logo", "Logo must be an image uploaded here."],
      [{ name: "Ok", invertedLogo: "/files/../brand/x.png" }, "invertedLogo", "Inverted logo must be an image uploaded here."],
      [{ name: "Ok", qrInvertedLogo: "data:image/png;base64,AAAA" }, "qrInvertedLogo", "QR inverted logo must be an image uploaded here."],
      [{ name: "Ok", parentCompanyLogo: "/assets/index.js" }, "parentCompanyLogo", "Parent company logo must be an image uploaded here."],
    ];
    for (const [input, field, message] of cases) {
      const error = expectGqlError(await update(acme.token, input), "BAD_USER_INPUT");
      expect(error.extensions?.fields?.[field], field).toBe(message);
    }
    expect(expectData(await read(acme.token)).getCompanyProfile).toEqual(before);
  });

  it("refuses a logo uploaded by another company", async () => {
    const theirs = await uploaded({ baseUrl: inject("apiUrl"), token: demo.token, purpose: "company" });
    const before = expectData(await read(acme.token)).getCompanyProfile;
    const error = expectGqlError(await update(acme.token, { ...inputOf(before), logo: theirs.path }), "BAD_USER_INPUT");
    expect(error.extensions?.fields?.logo).toBe("Logo must be an image uploaded here.");
    expect(expectData(await read(acme.token)).getCompanyProfile).toEqual(before);
  });

  it("refuses a cashier, reading and changing (FORBIDDEN)", async () => {
    const cashier = await login(demoCashier.email, demoCashier.password);
    expectGqlError(await read(cashier.token), "FORBIDDEN");
    expectGqlError(await update(cashier.token, { name: "Cashier's pharmacy" }), "FORBIDDEN");
    const upload = await fetch(`${inject("apiUrl")}/files?for=company`, { method: "POST", headers: { "x-api-key": cashier.token, "content-type": "image/png" }, body: new Uint8Array([1]) });
    expect(upload.status).toBe(403);
  });

  it("never shows or changes another company: each admin's change lands on their own company only", async () => {
    const acmeBefore = expectData(await read(acme.token)).getCompanyProfile;
    const demoBefore = expectData(await read(demo.token)).getCompanyProfile;
    expect(demoBefore.id).not.toBe(acmeBefore.id);
    expect(demoBefore.name).not.toBe(acmeBefore.name);
    // the input has no tenant id; an extra one is refused by the schema, not used
    const withId = await gql(UPDATE_PROFILE, { input: { ...inputOf(demoBefore), id: acme.tenant.id, name: "Hijacked" } }, { token: demo.token });
    expect(withId.errors?.length).toBeGreaterThan(0);
    expect(expectData(await read(acme.token)).getCompanyProfile).toEqual(acmeBefore);
    expect(expectData(await read(demo.token)).getCompanyProfile).toEqual(demoBefore);
    // the demo admin saving its own (unchanged) profile leaves acme alone
    expectData(await update(demo.token, inputOf(demoBefore)));
    expect(expectData(await read(acme.token)).getCompanyProfile).toEqual(acmeBefore);
  });
});
