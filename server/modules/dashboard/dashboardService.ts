// The dashboards' figures at one allowed location or all the caller's: the manager's (sales from the rollups,
// stock health, work waiting, lost sales) and the warehouse's (stock health and the goods to receive and send).
import type { ServiceScope } from "../../core/context";
import { dashboardScope, type DashboardPlace } from "./dashboardScope";
import { salesFigures, type SalesFigures } from "./salesFigures";
import { stockFigures, type StockFigures } from "./stockFigures";
import { thirtyDays } from "./thirtyDays";
import { workFigures, type WorkFigures } from "./workFigures";

export interface ManagerDashboard {
  today: string;
  locations: DashboardPlace[];
  sales: SalesFigures;
  stock: StockFigures;
  work: WorkFigures;
}

export type WarehouseDashboard = Omit<ManagerDashboard, "sales">;

export async function managerDashboard(scope: ServiceScope, locationId: string | null | undefined): Promise<ManagerDashboard> {
  const where = await dashboardScope(scope, locationId);
  const thirty = await thirtyDays(scope.tx, where);
  const sales = await salesFigures(scope.tx, where, thirty);
  const stock = await stockFigures(scope.tx, where, thirty);
  const work = await workFigures(scope.tx, where, { tills: true });
  return { today: where.today, locations: where.places, sales, stock, work };
}

/** Without the money of the tills (open registers' cash) and the fiscal postings: a warehouse has neither. */
export async function warehouseDashboard(scope: ServiceScope, locationId: string | null | undefined): Promise<WarehouseDashboard> {
  const where = await dashboardScope(scope, locationId);
  const stock = await stockFigures(scope.tx, where, await thirtyDays(scope.tx, where));
  const work = await workFigures(scope.tx, where, { tills: false });
  return { today: where.today, locations: where.places, stock, work };
}
