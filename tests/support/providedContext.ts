// Values the global setups hand to the test files through vitest's provide/inject.
declare module "vitest" {
  export interface ProvidedContext {
    apiUrl: string;
    /** The shared API server's PostgreSQL database, or "" when it runs on PGlite (whose directory it locks). */
    apiDatabaseUrl: string;
    /** Where a test file may query the shared API server's database, on either engine (databaseProbe.ts). */
    apiDatabaseProbe: string;
    /** The captured e-mail of the shared API server (testMailbox.ts). */
    apiMailbox: string;
    /** The same mailbox's SMTP address, for more server processes on the shared database (their mail jobs). */
    apiMailboxSmtp: string;
    e2eUrl: string;
    /** The captured e-mail of the browser tests' server. */
    e2eMailbox: string;
    /** Where a browser test may query its server's embedded database (databaseProbe.ts), for what no API writes. */
    e2eDatabaseProbe: string;
  }
}

export {};
