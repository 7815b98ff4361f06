export const rootDir: string;
export function webBuildIsStale(): boolean;
export function ensureWebBuild(options?: { quiet?: boolean }): boolean;
