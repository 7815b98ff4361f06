// The password pages' operations (no sign-in), typed from server/schema.graphql by gql.tada.
import { graphql } from "../../graphql";

export const VALIDATE_INVITE = graphql(`mutation ValidateInviteToken($id: String!, $token: String!) { valid: validateInviteToken(id: $id, token: $token) }`);
export const ACCEPT_INVITE = graphql(`mutation AcceptInvite($id: String!, $token: String!, $password: String!) { done: acceptInvite(id: $id, token: $token, password: $password) }`);
export const VALIDATE_RESET = graphql(`mutation ValidateEmailToken($id: String!, $token: String!) { valid: validateEmailToken(id: $id, token: $token) }`);
export const RESET_PASSWORD = graphql(`mutation ResetPassword($id: String!, $token: String!, $password: String!) { done: resetPassword(id: $id, token: $token, password: $password) }`);
export const FORGOT_PASSWORD = graphql(`mutation ForgotPassword($email: String!, $origin: String) { sent: forgotPassword(email: $email, origin: $origin) }`);
