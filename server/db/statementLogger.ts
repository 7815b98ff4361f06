// Drizzle's logger, used only to tell a listener of each statement (the tests count a request's statements).
import type { Logger } from "drizzle-orm/logger";
import type { StatementListener } from "./engine";

export function statementLogger(onStatement: StatementListener | undefined): Logger | undefined {
  return onStatement ? { logQuery: (query) => onStatement(query) } : undefined;
}
