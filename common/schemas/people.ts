// Users, roles and passwords (system/users, system/roles, the password pages). The spec's messages for roles and
// passwords; ours for the user form (the spec shows none): names, a valid email, an optional phone, a role and at
// least one location.
import { z } from "zod";
import { isUuid } from "../validation/uuid";
import { PASSWORD_MAX } from "./session";
import { optionalPhone } from "./customer";
import { requiredText } from "./fields";

export const USER_STATUSES = ["ACTIVE", "INACTIVE", "INVITE_PENDING", "INVITE_CANCELLED"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_GENDERS = ["FEMALE", "MALE", "OTHER"] as const;
export const ROLE_STATUSES = ["ACTIVE", "INACTIVE"] as const;
export type RoleStatus = (typeof ROLE_STATUSES)[number];

/**
 * What each user action may start from (README "Users: transitions"); anything else is refused. Accepting an
 * invitation (acceptInvite) takes INVITE_PENDING to ACTIVE.
 */
export const USER_ACTION_FROM: Readonly<Record<"resendInvite" | "cancelInvite" | "activateUser" | "deactivateUser", readonly UserStatus[]>> = {
  resendInvite: ["INVITE_PENDING", "INVITE_CANCELLED"],
  cancelInvite: ["INVITE_PENDING"],
  activateUser: ["INACTIVE"],
  deactivateUser: ["ACTIVE"],
};

export const userActionRefusal = (status: UserStatus, action: keyof typeof USER_ACTION_FROM) =>
  `A user who is ${status.replace(/_/g, " ").toLowerCase()} cannot be ${ACTION_WORDS[action]}.`;
const ACTION_WORDS: Record<keyof typeof USER_ACTION_FROM, string> = {
  resendInvite: "invited again",
  cancelInvite: "uninvited",
  activateUser: "activated",
  deactivateUser: "deactivated",
};

// ---- passwords (the spec's messages) ----
export const PASSWORD_REQUIRED = "Password is required";
export const PASSWORD_MIN = "Password should be of minimum 8 characters length";
export const PASSWORD_UPPERCASE = "Password must contain at least one uppercase letter";
export const PASSWORD_NUMBER = "Password must contain at least one number";
export const PASSWORD_SPECIAL = "Password must contain at least one special character";
export const CONFIRM_REQUIRED = "Confirm Password is required";
export const PASSWORDS_MUST_MATCH = "Passwords must match";
export const EMAIL_REQUIRED = "Email is required";
export const EMAIL_INVALID = "Invalid email";

export const newPasswordSchema = z
  .string({ error: PASSWORD_REQUIRED })
  .min(1, { error: PASSWORD_REQUIRED })
  .min(8, { error: PASSWORD_MIN })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` })
  .regex(/[A-Z]/, { error: PASSWORD_UPPERCASE })
  .regex(/[0-9]/, { error: PASSWORD_NUMBER })
  .regex(/[^A-Za-z0-9]/, { error: PASSWORD_SPECIAL });

/** The Set and Change password pages' form. */
export const passwordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string({ error: CONFIRM_REQUIRED }).min(1, { error: CONFIRM_REQUIRED }),
  })
  .refine((form) => form.password === form.confirmPassword, { error: PASSWORDS_MUST_MATCH, path: ["confirmPassword"] });

export const emailSchema = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .min(1, { error: EMAIL_REQUIRED })
  .max(254, { error: EMAIL_INVALID })
  .pipe(z.email({ error: EMAIL_INVALID }));

export const forgotPasswordSchema = z.object({ email: emailSchema });

// ---- users (ours) ----
export const FIRST_NAME_MESSAGE = "First name is required.";
export const ROLE_REQUIRED_MESSAGE = "Please choose a role.";
export const LOCATIONS_REQUIRED_MESSAGE = "Please choose at least one location.";
export const USER_EMAIL_TAKEN = "A user with this email already exists.";
export const LAST_ADMIN_MESSAGE = "The company needs at least one active user who can manage users and roles: this change would leave none.";
export const SELF_DEACTIVATE_MESSAGE = "You cannot deactivate yourself.";

const locationIds = z.array(z.string().refine(isUuid, { error: LOCATIONS_REQUIRED_MESSAGE }), { error: LOCATIONS_REQUIRED_MESSAGE }).min(1, { error: LOCATIONS_REQUIRED_MESSAGE }).max(500);

const userFields = {
  firstName: requiredText(FIRST_NAME_MESSAGE, { label: "First name", max: 80 }),
  lastName: z
    .string()
    .trim()
    .max(80, { error: "Last name must be at most 80 characters." })
    .nullish()
    .transform((value) => value ?? ""),
  phone: optionalPhone(),
  gender: z.enum(USER_GENDERS, { error: "Please choose a gender." }).nullish().transform((value) => value ?? null),
  roleId: z.string({ error: ROLE_REQUIRED_MESSAGE }).refine(isUuid, { error: ROLE_REQUIRED_MESSAGE }),
  locationIds,
};

export const inviteUserSchema = z.object({ ...userFields, email: emailSchema.transform((value) => value.toLowerCase()) });
export const updateUserSchema = z.object(userFields);

// ---- roles (the spec's messages) ----
export const ROLE_NAME_MESSAGE = "Name is required.";
export const ROLE_STATUS_MESSAGE = "Status is required.";
export const ROLE_PERMISSIONS_MESSAGE = "Permissions is required.";
export const ROLE_NAME_TAKEN = "A role with this name already exists.";

/** Only UUIDs are kept as selected permissions (the tree's module and subModule nodes are dropped). */
export const keptPermissionIds = (ids: readonly string[]) => [...new Set(ids.filter((id) => isUuid(id)))];

export const roleFormSchema = z.object({
  name: requiredText(ROLE_NAME_MESSAGE, { label: "Name", max: 80 }),
  status: z.enum(ROLE_STATUSES, { error: ROLE_STATUS_MESSAGE }),
  permissions: z
    .array(z.string(), { error: ROLE_PERMISSIONS_MESSAGE })
    .transform(keptPermissionIds)
    .refine((ids) => ids.length > 0, { error: ROLE_PERMISSIONS_MESSAGE }),
});
