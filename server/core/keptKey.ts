// A random key created once in a file under DATA_DIR/secrets (0600) and read back on every start: the fallback
// when no key is configured. Several API processes share it only when they share the DATA_DIR.
import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const keysByFile = new Map<string, Buffer>();

/** The kept key, created on first use; `link` makes the creation atomic when several processes start together. */
export function keptKey(file: string, settingName = "FILE_URL_SECRET"): Buffer {
  const existing = keysByFile.get(file);
  if (existing) return existing;
  mkdirSync(join(file, ".."), { recursive: true, mode: 0o700 });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
  writeFileSync(draft, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(draft);
  }
  const key = Buffer.from(readFileSync(file, "utf8").trim(), "utf8");
  if (key.length < 32) throw new Error(`${file} holds no usable key: delete it to create a new one, or set ${settingName}.`);
  keysByFile.set(file, key);
  return key;
}

