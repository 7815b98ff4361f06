// The session calls of the API, all answering the login payload.
import { gqlRequest } from "./graphqlClient";
import type { LoginPayload } from "./session";

const LOGIN_PAYLOAD_FIELDS = `
  token
  user { id email firstName lastName role { id name } }
  tenant { id name accountId currency onlineStoreURL logo parentCompanyLogo website invertedLogo qrInvertedLogo }
  permissions { id permission }
  allowedLocations { id name type }
`;

export async function loginUser(input: {
  email: string;
  password: string;
  accountId?: string;
}): Promise<LoginPayload> {
  const { loginUser: payload } = await gqlRequest<{ loginUser: LoginPayload }>(
    `mutation LoginUser($email: String!, $password: String!, $accountId: String) {
      loginUser(email: $email, password: $password, accountId: $accountId) { ${LOGIN_PAYLOAD_FIELDS} }
    }`,
    input,
  );
  return payload;
}

export async function authenticateToken(): Promise<LoginPayload> {
  const { authenticateToken: payload } = await gqlRequest<{ authenticateToken: LoginPayload }>(
    `query AuthenticateToken { authenticateToken { ${LOGIN_PAYLOAD_FIELDS} } }`,
  );
  return payload;
}

export async function logoutUser(): Promise<void> {
  await gqlRequest<{ logout: boolean }>(`mutation Logout { logout }`);
}
