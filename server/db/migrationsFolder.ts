import { fileURLToPath } from "node:url";

/** The drizzle-kit migrations, found beside this module whatever the working directory. */
export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
