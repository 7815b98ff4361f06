// Integration settings (FBR, SRB): which registers report to which authority, and where their postings go.
// This file is the module's public face: other modules, the flows, the GraphQL layer, the seed and main.ts import
// from here only (eslint: import-x/no-restricted-paths). Importing it registers its GraphQL types and operations.
import "./schema";
export { configuredBaseUrl, fiscalTargetOf } from "./fiscalTargets";
export { IntegrationTypeEnum } from "./schema";
export { createIntegration, type ReportingIntegration, reportingIntegrations, reportingIntegrationsWhere, returnReportingIntegrations, secretBinding } from "./service";
