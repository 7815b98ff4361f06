// How many rows the planner expects a query to return (EXPLAIN, nothing executed): the total a list shows past
// the point where counting would cost more than the page, and the product search's choice of plan.
import { sql, type SQLWrapper } from "drizzle-orm";
import { queryRows, type Tx } from "../db";

interface PlanNode {
  "Plan Rows"?: number;
}

export async function estimatedRows(tx: Tx, query: SQLWrapper): Promise<number> {
  const [row] = await queryRows<{ "QUERY PLAN": unknown }>(tx, sql`explain (format json) ${query}`);
  const plan: unknown = typeof row?.["QUERY PLAN"] === "string" ? JSON.parse(row["QUERY PLAN"]) : row?.["QUERY PLAN"];
  const rows = Array.isArray(plan) ? (plan[0] as { Plan?: PlanNode } | undefined)?.Plan?.["Plan Rows"] : undefined;
  return typeof rows === "number" && Number.isFinite(rows) ? Math.round(rows) : 0;
}
