// argon2id password hashing and the password policy (SPEC section 5).
import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library default algorithm); 19 MiB, 2 passes: OWASP's minimum profile. */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_POLICY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[?#@_=$:.-]).{8,15}$/;
export const PASSWORD_HISTORY_SIZE = 6;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export function meetsPolicy(password: string): boolean {
  return PASSWORD_POLICY.test(password);
}
