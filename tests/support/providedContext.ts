// Values the global setups hand to the test files through vitest's provide/inject.
declare module "vitest" {
  export interface ProvidedContext {
    apiUrl: string;
    /** The shared API server's PostgreSQL database, or "" when it runs on PGlite (whose directory it locks). */
    apiDatabaseUrl: string;
    e2eUrl: string;
  }
}

export {};
