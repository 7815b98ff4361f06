// The demo's fiscal reporting: Gulberg Store Till 1 reports its sales and returns to FBR through the SANDBOX
// authority this server runs (FISCAL_SANDBOX), with the Rs 1 POS service fee, so that a new user sees fiscal
// numbers and their QR codes on receipts. The token and POS ID are the sandbox's, not a real registration: the
// sandbox accepts them because this integration holds them (its registrations are our integrations).
import { and, eq } from "drizzle-orm";
import type { FiscalConfig } from "../config";
import type { SecretBox } from "../core/secretBox";
import { fiscalTargetOf, createIntegration } from "../modules/integrations";
import type { Tx } from "../db/engine";
import { locationRegisters } from "../db/schema";
import { adminScope } from "./registers";

export const DEMO_FBR_POS_ID = "812001";

/** `fiscal`: the server's settings; the integration is ACTIVE only when it would post to the sandbox (never to a real authority). */
export async function seedIntegrations(tx: Tx, tenantId: string, secrets: SecretBox, fiscal?: FiscalConfig): Promise<void> {
  const scope = await adminScope(tx, tenantId);
  if (!scope) return;
  const [till] = await tx
    .select({ id: locationRegisters.id, locationId: locationRegisters.locationId })
    .from(locationRegisters)
    .where(and(eq(locationRegisters.tenantId, tenantId), eq(locationRegisters.name, "Gulberg Store Till 1")));
  if (!till) return;
  const target = fiscal ? fiscalTargetOf(fiscal, "FBR") : "SANDBOX";
  await createIntegration(scope, secrets, () => target, {
    name: "FBR (sandbox)",
    type: "FBR",
    status: target === "SANDBOX" ? "ACTIVE" : "INACTIVE",
    allowedOrderType: ["NORMAL", "RETURN"],
    charges: 1,
    locationId: till.locationId,
    registerId: till.id,
    accessToken: "sandbox-demo-token",
    posId: DEMO_FBR_POS_ID,
  });
}
