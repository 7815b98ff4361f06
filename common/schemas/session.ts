import { z } from "zod";

export const loginInputSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, { error: "Email is required" })
    .pipe(z.email({ error: "Invalid email" })),
  password: z.string({ error: "Password is required" }).min(1, { error: "Password is required" }),
  /** The company account; blank means "find it from the email". */
  accountId: z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : undefined)),
});

export type LoginInput = z.infer<typeof loginInputSchema>;
