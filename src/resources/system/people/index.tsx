// People and access: the Users, Roles and Activity Log screens (resources for the menu and permissions, and
// their routes). The password pages are public: src/pages/password.
import { lazy } from "react";
import { Route } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { defineBespokeResource } from "../../defineResource";
import { BespokeScreen } from "../../screens/BespokeScreen";
import { ACTIVITY_LOG, ROLE_CREATE, ROLE_UPDATE, ROLES_LIST, USERS_LIST } from "./paths";

const UsersPage = lazy(() => import("./UsersPage").then((m) => ({ default: m.UsersPage })));
const RolesPage = lazy(() => import("./RolesPage").then((m) => ({ default: m.RolesPage })));
const RoleFormPage = lazy(() => import("./RoleFormPage").then((m) => ({ default: m.RoleFormPage })));
const ActivityLogPage = lazy(() => import("./ActivityLogPage").then((m) => ({ default: m.ActivityLogPage })));

const { users, roles, activityLog } = P.system;

export const userScreens = {
  built: defineBespokeResource(
    { name: "users", label: "Users", parent: "system", permissions: { list: users.read, create: users.create, edit: users.update }, gql: { list: { operation: "getUsers", fields: "id" } } },
    { list: USERS_LIST },
  ),
  routes: () => [<Route key="users:list" path={USERS_LIST} element={<BespokeScreen permission={users.read}><UsersPage /></BespokeScreen>} />],
};

export const roleScreens = {
  built: defineBespokeResource(
    { name: "roles", label: "Roles", parent: "system", permissions: { list: roles.read, create: roles.create, edit: roles.update }, gql: { list: { operation: "getRoles", fields: "id" } } },
    { list: ROLES_LIST, create: ROLE_CREATE, edit: ROLE_UPDATE },
  ),
  routes: () => [
    <Route key="roles:list" path={ROLES_LIST} element={<BespokeScreen permission={roles.read}><RolesPage /></BespokeScreen>} />,
    <Route key="roles:create" path={ROLE_CREATE} element={<BespokeScreen permission={roles.create}><RoleFormPage /></BespokeScreen>} />,
    <Route key="roles:update" path={ROLE_UPDATE} element={<BespokeScreen permission={roles.update}><RoleFormPage /></BespokeScreen>} />,
  ],
};

export const activityLogScreens = {
  built: defineBespokeResource(
    { name: "activity-log", label: "Activity Log", parent: "system", permissions: { list: activityLog.read }, gql: { list: { operation: "getActivityLogs", fields: "id" } } },
    { list: ACTIVITY_LOG },
  ),
  routes: () => [<Route key="activity-log:list" path={ACTIVITY_LOG} element={<BespokeScreen permission={activityLog.read}><ActivityLogPage /></BespokeScreen>} />],
};
