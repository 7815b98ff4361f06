import { z } from "zod";
import { hasControlCharacters } from "../validation/text";

/** Longer than any password a person types; hashing a megabyte on every sign-in would be an easy way to load us. */
export const PASSWORD_MAX = 256;
export const ACCOUNT_ID_MAX = 60;

export const loginInputSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, { error: "Email is required" })
    .max(254, { error: "Invalid email" })
    .pipe(z.email({ error: "Invalid email" })),
  password: z
    .string({ error: "Password is required" })
    .min(1, { error: "Password is required" })
    .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` }),
  /** The company account; blank means "find it from the email". */
  accountId: z
    .string()
    .trim()
    .max(ACCOUNT_ID_MAX, { error: "Invalid company account" })
    .refine((value) => !hasControlCharacters(value), { error: "Invalid company account" })
    .nullish()
    .transform((value) => (value ? value : undefined)),
});

export type LoginInput = z.infer<typeof loginInputSchema>;
