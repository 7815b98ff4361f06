export const LOGIN_ROUTE_MODULES: readonly string[];
export const LOGIN_BUDGET_KB: number;
export interface LoginBundleFile {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}
export function measureLoginBundle(dist?: string): LoginBundleFile[];
