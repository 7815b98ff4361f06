// The start-up log's word on where to sign in and, when the demo companies were seeded, with which logins.
import { demoTenants } from "./demoTenants";

export function signInLines(url: string, demoSeeded: boolean): string[] {
  const lines = [`Sign in at ${url}/`];
  if (!demoSeeded) return lines;
  const rows = demoTenants.flatMap((tenant) => tenant.users.map((user) => [tenant.accountId, user.role, user.email, user.password]));
  const header = ["Company", "Role", "Email", "Password"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `  ${cells.map((cell, column) => cell.padEnd(widths[column])).join("  ")}`.trimEnd();
  lines.push("Demo logins (seeded demo data: change or remove them before real use; SEED_DEMO=0 leaves them out):", line(header), ...rows.map(line));
  return lines;
}
