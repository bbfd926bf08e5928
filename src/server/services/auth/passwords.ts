// Argon2id (OWASP's recommended parameters are the library's defaults).
import { hash, verify } from "@node-rs/argon2";

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A fixed hash to verify against when the email is unknown, so a login takes the same
// time whether or not the account exists.
const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$dV//gKfPD2E2hNz5Cw7fYw$Qy6oqPhr4/F9q3i+3AaQgGjB6eGjKm1qgvvpqErjNJ0";

export async function verifyPassword(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  try {
    const ok = await verify(passwordHash ?? DUMMY_HASH, password);
    return ok && passwordHash !== undefined;
  } catch {
    return false;
  }
}
