// The company profile screen's GraphQL documents (typed by gql.tada from server/schema.graphql).
import { graphql, type ResultOf } from "../../../graphql";

export const COMPANY_PROFILE = graphql(`query CompanyProfile {
  profile: getCompanyProfile { id name accountId currency website onlineStoreURL logo parentCompanyLogo invertedLogo qrInvertedLogo }
}`);
export type CompanyProfile = ResultOf<typeof COMPANY_PROFILE>["profile"];

export const UPDATE_COMPANY_PROFILE = graphql(`mutation UpdateCompanyProfile($input: CompanyProfileInput!) {
  profile: updateCompanyProfile(input: $input) { id name accountId currency website onlineStoreURL logo parentCompanyLogo invertedLogo qrInvertedLogo }
}`);
