// Secrets kept at rest (two-step sign-in secrets, mail carrying a credential link until it is
// sent, the answers kept for Idempotency-Keys) are sealed with AES-256-GCM under a key derived
// from NEXTAUTH_SECRET, so a copy of the database alone does not give them away.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

function key(): Buffer {
  const secret = process.env.NEXTAUTH_SECRET;
  if (!secret)
    throw new Error(
      "NEXTAUTH_SECRET is not set: stored secrets are sealed with a key derived from it",
    );
  return Buffer.from(hkdfSync("sha256", secret, "kerbside", "secret-box v1", 32));
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** True for text in the sealed form (`v1.` and three parts), which no JSON text has. */
export const isSealed = (text: string) => /^v1\.[\w-]+\.[\w-]+\.[\w-]*$/.test(text);

/** The plain text of `sealed`; throws when it was sealed under another NEXTAUTH_SECRET or altered. */
export function unseal(sealed: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("Not a sealed secret");
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  try {
    return Buffer.concat([
      decipher.update(Buffer.from(body, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    // Node says only "Unsupported state or unable to authenticate data".
    throw new Error(
      "A sealed secret could not be opened: it was sealed under another NEXTAUTH_SECRET, or altered",
    );
  }
}
