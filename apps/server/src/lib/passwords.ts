import { hash, verify } from '@node-rs/argon2';
import type { Algorithm } from '@node-rs/argon2';

export interface PasswordHashing {
  memoryCost_kib: number;
  timeCost: number;
}

/** argon2id (the library's `Algorithm.Argon2id`, a const enum that isolated modules cannot import). */
const ARGON2ID = 2 as Algorithm;

export function hashPassword(password: string, cost: PasswordHashing): Promise<string> {
  return hash(password, {
    algorithm: ARGON2ID,
    memoryCost: cost.memoryCost_kib,
    timeCost: cost.timeCost,
  });
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
