import { hash, verify, type Options } from "@node-rs/argon2";

// @node-rs/argon2 defaults to argon2id with the OWASP baseline (19 MiB, 2 passes, 1 lane).
export async function hashPassword(password: string, options?: Options): Promise<string> {
  return hash(password, options);
}

/** Low-cost parameters for demo and test accounts only: fast to seed, never used for real sign-ups. */
export const FAST_HASH_OPTIONS: Options = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no stored hash (unknown user) it still runs one
 * verification, so response times do not reveal which usernames exist.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash("not-a-real-password");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
