// The errors a client can see. Each carries extensions.code; the message is a sentence a cashier can read.
// Anything else thrown is masked by Yoga as INTERNAL_SERVER_ERROR (see maskError in main.ts).
import { GraphQLError } from "graphql";
import type { z } from "zod";
import { fieldErrorsFromZod, type FieldErrors } from "../../common/validation/fieldErrors";

export type ErrorCode =
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "BAD_USER_INPUT"
  | "NOT_FOUND"
  | "CONFLICT"
  | "BAD_REQUEST"
  | "QUANTITY_MISMATCH";

export const INTERNAL_ERROR_MESSAGE = "Something went wrong. Please try again.";

export function appError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

export const unauthenticated = (message = "Please sign in.") => appError("UNAUTHENTICATED", message);
export const forbidden = (message = "You do not have permission to do this.") => appError("FORBIDDEN", message);
export const notFound = (message: string) => appError("NOT_FOUND", message);
export const conflict = (message: string) => appError("CONFLICT", message);
export const badRequest = (message: string) => appError("BAD_REQUEST", message);

/** BAD_USER_INPUT with one message per field; the message joins them, each naming its field. */
export function badUserInput(fields: FieldErrors): GraphQLError {
  return appError("BAD_USER_INPUT", Object.values(fields).join(" "), { fields });
}

export function invalidInput(error: z.ZodError): GraphQLError {
  return badUserInput(fieldErrorsFromZod(error));
}

/** Parses with a shared zod schema, or throws BAD_USER_INPUT naming each invalid field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalidInput(result.error);
  return result.data;
}
