// Signing links: 32 random bytes as base64url (256 bits, 43 characters). Only the
// SHA-256 of the token's exact characters is stored; the token is never logged.
import { createHash, randomBytes } from "node:crypto";
import { env } from "~/env";

export const newSigningToken = () => randomBytes(32).toString("base64url");

export const hashSigningToken = (token: string) =>
  createHash("sha256").update(token, "utf8").digest("hex");

export const signingUrl = (token: string) => `${env.APP_URL}/sign/${token}`;
