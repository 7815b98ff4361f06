// People and access: users, roles and permissions, invitations and password resets, signing in and out, and
// the UserName type records show.
// This file is the module's public face: other modules, the flows, the GraphQL layer, the seed and main.ts import
// from here only (eslint: import-x/no-restricted-paths). Importing it registers its GraphQL types and operations.
import "./signInSchema";
import "./schema";
export { mailSendJob } from "./mailJob";
export { UserNameRef } from "./userNameSchema";
export { TenantRef } from "./signInSchema";
