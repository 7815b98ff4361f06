// The errors a client may see, raised by services and the request context. Each carries a code and a sentence a
// cashier can read; BAD_USER_INPUT also one message per field. They know nothing of GraphQL: the GraphQL layer
// maps them to GraphQL errors with extensions.code (server/graphql/errors.ts, used by maskError in
// server/graphql/yoga.ts), and anything else thrown is masked there as INTERNAL_SERVER_ERROR.
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

export type ErrorExtensions = Record<string, unknown> & { code: ErrorCode };

export class AppError extends Error {
  override readonly name = "AppError";
  readonly code: ErrorCode;
  /** What the client receives beside the message: the code, and e.g. `fields` for BAD_USER_INPUT. */
  readonly extensions: ErrorExtensions;

  constructor(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
    super(message);
    this.code = code;
    this.extensions = { ...extensions, code };
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export function appError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): AppError {
  return new AppError(code, message, extensions);
}

export const unauthenticated = (message = "Please sign in.") => appError("UNAUTHENTICATED", message);
export const forbidden = (message = "You do not have permission to do this.") => appError("FORBIDDEN", message);
export const notFound = (message: string) => appError("NOT_FOUND", message);
export const conflict = (message: string) => appError("CONFLICT", message);
export const badRequest = (message: string) => appError("BAD_REQUEST", message);

/** BAD_USER_INPUT with one message per field; the message joins them, each naming its field. */
export function badUserInput(fields: FieldErrors): AppError {
  return appError("BAD_USER_INPUT", Object.values(fields).join(" "), { fields });
}

function invalidInput(error: z.ZodError, field?: string): AppError {
  const fields = fieldErrorsFromZod(error);
  // a schema of one value (an argument, not an input object) names no field: the argument's name is the field
  if (field && "" in fields) {
    const { "": message, ...rest } = fields;
    return badUserInput({ [field]: message, ...rest });
  }
  return badUserInput(fields);
}

/**
 * Parses with a shared zod schema, or throws BAD_USER_INPUT naming each invalid field; `field` names a single
 * argument's value (closeAudit's closureReason).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, field?: string): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalidInput(result.error, field);
  return result.data;
}
