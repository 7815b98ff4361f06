// The people screens' routes under /app.
export const USERS_LIST = "system/users";
export const ROLES_LIST = "system/roles";
export const ROLE_CREATE = "system/roles/create";
export const ROLE_UPDATE = "system/roles/update/:roleId";
export const ACTIVITY_LOG = "activity-logs-creation";
export const roleUpdatePath = (roleId: string) => `system/roles/update/${roleId}`;
