import { randomBytes } from 'node:crypto';
import { hash, parseOptions, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id: the package declares a const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm.Argon2id;

/** argon2id at the OWASP parameters (19 MiB, 2 passes, 1 lane). */
export const PASSWORD_HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

let dummyHash: Promise<string> | undefined;
/** A hash of a random secret, made once: verified when there is no account, so timing reveals nothing. */
export function warmDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

/**
 * Whether a password matches a stored hash. Without a stored hash (no account) it still runs a full
 * argon2 verification against the dummy hash, and answers false.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await warmDummyHash(), password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** True when a stored hash was made with weaker or other parameters than today's. */
export function needsRehash(stored: string): boolean {
  try {
    const options = parseOptions(stored);
    return (
      options.algorithm !== ARGON2ID ||
      options.memoryCost < PASSWORD_HASH_OPTIONS.memoryCost ||
      options.timeCost < PASSWORD_HASH_OPTIONS.timeCost
    );
  } catch {
    return true;
  }
}
