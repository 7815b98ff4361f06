import { hash, verify, type Algorithm, type Options } from "@node-rs/argon2";

// argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane), set explicitly: the library defaults are lower.
// Algorithm is an ambient const enum, which isolatedModules cannot read: 2 is Algorithm.Argon2id.
const ARGON2ID = 2 as Algorithm;
const options: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

/** False for a wrong password and for a hash that cannot be read (never throws). */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
