// Company profile operations (system:company:*): getCompanyProfile, updateCompanyProfile. Both answer the
// session's Tenant type, so the web stores the answer as the session's tenant (receipts read its logos).
import { P } from "../../../common/permissions/catalogue";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { TenantRef } from "../users";
import { getCompanyProfile, updateCompanyProfile } from "./service";

const { company } = P.system;

const CompanyProfileInputRef = builder.inputType("CompanyProfileInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    website: t.string(),
    onlineStoreURL: t.string(),
    logo: t.string({ description: "An upload of this company (POST /files?for=company): its path or signed URL." }),
    parentCompanyLogo: t.string(),
    invertedLogo: t.string(),
    qrInvertedLogo: t.string(),
  }),
});

builder.queryField("getCompanyProfile", (t) =>
  t.field({
    type: TenantRef,
    description: "The signed-in user's own company.",
    authScopes: { permission: company.read },
    resolve: (_root, _args, ctx) => inTransaction(ctx, getCompanyProfile),
  }),
);

builder.mutationField("updateCompanyProfile", (t) =>
  t.field({
    type: TenantRef,
    description: "Changes the signed-in user's own company; blank optional fields are cleared.",
    authScopes: { permission: company.update },
    args: { input: t.arg({ type: CompanyProfileInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => updateCompanyProfile(scope, args.input)),
  }),
);
