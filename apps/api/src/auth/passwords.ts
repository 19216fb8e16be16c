import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m = 19 MiB, t = 2, p = 1: OWASP's minimum). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Verifying against a throwaway hash when the e-mail is unknown makes a failed sign-in take
 * the same time whether or not the account exists.
 */
export async function verifyDummy(password: string): Promise<false> {
  dummy ??= hash(randomBytes(16).toString('hex'));
  await verifyPassword(await dummy, password);
  return false;
}
