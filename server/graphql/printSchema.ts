// Writes the SDL to server/schema.graphql (npm run schema:print); with --check it only compares and exits 1
// when the file is out of date (the unit test runs it so, in a plain Node process with one copy of graphql).
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { lexicographicSortSchema, printSchema } from "graphql";
import { schema } from "./schema";

export const schemaFile = fileURLToPath(new URL("../schema.graphql", import.meta.url));

export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

function readCommitted(): string {
  try {
    return readFileSync(schemaFile, "utf8");
  } catch {
    return "";
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes("--check")) {
    const upToDate = readCommitted() === printedSchema();
    console.log(upToDate ? "server/schema.graphql is up to date." : "server/schema.graphql is out of date: run npm run schema:print.");
    process.exitCode = upToDate ? 0 : 1;
  } else {
    writeFileSync(schemaFile, printedSchema());
    console.log(`Wrote ${schemaFile}`);
  }
}
