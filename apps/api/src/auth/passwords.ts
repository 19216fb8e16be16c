import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the library's defaults (m = 19 MiB, t = 2, p = 1: OWASP's minimum). One object
 * that the functions below call through, so a test can count the verifications with
 * `vi.spyOn` (sessions.test.ts): the server tests share their modules between files, where a
 * `vi.mock` of the library would come too late for a module already loaded.
 */
export const argon2id = { hash, verify };

export function hashPassword(password: string): Promise<string> {
  return argon2id.hash(password);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await argon2id.verify(stored, password);
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
  dummy ??= argon2id.hash(randomBytes(16).toString('hex'));
  await verifyPassword(await dummy, password);
  return false;
}

/**
 * The password of an invited account until its link sets one (docs/decisiones.md (50)): random,
 * never shown nor kept, so nobody signs in with it.
 */
export function contrasenaInalcanzable(): string {
  return randomBytes(32).toString('base64url');
}
