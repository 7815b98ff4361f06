// Secrets kept in the database (an authority's access token, a POS ID): AES-256-GCM under the server's key
// (SECRETS_KEY, else a random key kept in DATA_DIR/secrets/secrets.key). Each box is bound to what it belongs to
// (tenant, record, field) as associated data, so a box copied to another row or tenant does not open.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { resolve } from "node:path";
import type { Config } from "../config";
import { keptKey } from "./keptKey";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  seal(plain: string, boundTo: string): string;
  /** The secret, or an error when the box was made under another key or for something else. */
  open(sealed: string, boundTo: string): string;
}

export function secretBoxOf(config: Pick<Config, "dataDir" | "secretsKey">): SecretBox {
  const material = config.secretsKey ? Buffer.from(config.secretsKey, "utf8") : keptKey(resolve(config.dataDir, "secrets", "secrets.key"), "SECRETS_KEY");
  const key = createHash("sha256").update(material).digest();
  return {
    seal(plain, boundTo) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(boundTo, "utf8"));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
    },
    open(sealed, boundTo) {
      const [version, payload] = sealed.split(":");
      if (version !== VERSION || !payload) throw new Error("The stored secret is not in a known format.");
      const bytes = Buffer.from(payload, "base64url");
      const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(boundTo, "utf8"));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      try {
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
      } catch {
        throw new Error("The stored secret cannot be opened with this server's SECRETS_KEY: enter it again in the integration's settings.");
      }
    },
  };
}

const boxes = new WeakMap<Config, SecretBox>();

/** The server's secret box, one per configuration (the key is read once). */
export function secretBoxFor(config: Config): SecretBox {
  let box = boxes.get(config);
  if (!box) boxes.set(config, (box = secretBoxOf(config)));
  return box;
}
