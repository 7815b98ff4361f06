// Users, roles, permissions and the activity log: the screens' GraphQL documents (typed by gql.tada).
import { graphql, type ResultOf } from "../../../graphql";

export const USERS = graphql(`query Users($page: Int, $limit: Int, $filter: [FilterGroupInput!]) {
  list: getUsers(page: $page, limit: $limit, filter: $filter, sort: [{ field: "createdAt", direction: DESC }]) {
    data { id secondaryId firstName lastName email phone gender status roleId role { id name } locationIds locations { id name } createdAt }
    meta { totalCount }
  }
}`);
export type UserRow = ResultOf<typeof USERS>["list"]["data"][number];

export const INVITE_USER = graphql(`mutation InviteUser($invite: InviteUserInput!, $locationIds: [ID!]!, $origin: String) {
  user: inviteUser(invite: $invite, locationIds: $locationIds, origin: $origin) { id email }
}`);
export const UPDATE_USER = graphql(`mutation UpdateUser($id: ID!, $locationIds: [ID!]!, $dto: UserInput!) {
  user: updateUser(id: $id, locationIds: $locationIds, dto: $dto) { id email }
}`);
export const RESEND_INVITE = graphql(`mutation ResendInvite($id: ID!, $origin: String) { user: resendInvite(id: $id, origin: $origin) { id email } }`);
export const CANCEL_INVITE = graphql(`mutation CancelInvite($id: ID!) { user: cancelInvite(id: $id) { id email } }`);
export const ACTIVATE_USER = graphql(`mutation ActivateUser($id: ID!) { user: activateUser(id: $id) { id email } }`);
export const DEACTIVATE_USER = graphql(`mutation DeactivateUser($id: ID!) { user: deactivateUser(id: $id) { id email } }`);

export const ROLES = graphql(`query Roles($page: Int, $limit: Int, $filter: [FilterGroupInput!]) {
  list: getRoles(page: $page, limit: $limit, filter: $filter) { data { id secondaryId name status createdAt } meta { totalCount } }
}`);
export type RoleRow = ResultOf<typeof ROLES>["list"]["data"][number];

export const ROLE = graphql(`query Role($roleId: ID!) { role: getRole(roleId: $roleId) { id name status permissions } }`);
export const PERMISSIONS = graphql(`query Permissions {
  list: getPermissions(page: 1, limit: 100000, filter: [{ conditions: [{ field: "status", operator: EQUAL, value: "ACTIVE" }] }]) {
    data { id module subModule action permission }
  }
}`);
export const CREATE_ROLE = graphql(`mutation CreateRole($input: RoleInput!) { role: createRole(input: $input) { id name } }`);
export const UPDATE_ROLE = graphql(`mutation UpdateRole($id: ID!, $dto: RoleInput!) { role: updateRole(id: $id, dto: $dto) { id name } }`);

export const ACTIVITY = graphql(`query ActivityLogs($page: Int, $limit: Int, $filter: [FilterGroupInput!]) {
  list: getActivityLogs(page: $page, limit: $limit, filter: $filter) {
    data { id action entity entityId recordLabel createdAt user { id firstName lastName email } }
    meta { totalCount }
  }
}`);
export type ActivityRow = ResultOf<typeof ACTIVITY>["list"]["data"][number];
