// Where an authority's postings go: its configured address (FBR_BASE_URL, SRB_BASE_URL), else this server's
// SANDBOX authority when it runs (never in production: loadConfig refuses it there), else nowhere, and then no
// integration of that authority may be made ACTIVE.
import type { FiscalConfig } from "../../config";
import type { IntegrationType } from "../../../common/schemas/integration";

export type FiscalTarget = "AUTHORITY" | "SANDBOX" | "NONE";

export function configuredBaseUrl(fiscal: FiscalConfig, type: IntegrationType): string | undefined {
  return type === "FBR" ? fiscal.fbrBaseUrl : fiscal.srbBaseUrl;
}

export function fiscalTargetOf(fiscal: FiscalConfig, type: IntegrationType): FiscalTarget {
  if (configuredBaseUrl(fiscal, type)) return "AUTHORITY";
  return fiscal.sandbox ? "SANDBOX" : "NONE";
}

/** What the settings screen and a refused ACTIVE say about an authority's target. */
export function fiscalTargetNote(type: IntegrationType, target: FiscalTarget): string {
  if (target === "AUTHORITY") return `${type} postings go to the address in ${type}_BASE_URL.`;
  if (target === "SANDBOX") return `${type} postings go to this server's SANDBOX authority: its numbers start with SBX and are not reported to ${type}. Set ${type}_BASE_URL to report to ${type}.`;
  return `An ${type} integration cannot be Active or in Error: this server has no ${type}_BASE_URL, and a production server never posts to the sandbox. Set ${type}_BASE_URL on the server first.`;
}
