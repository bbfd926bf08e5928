// The hirer's self-inspection link, made like a signing link: 256 random bits as base64url,
// stored only as the SHA-256 of its exact characters, never logged.
import { env } from "~/env";
import { hashSigningToken, newSigningToken } from "../signing/signing-token";

export const newInspectToken = newSigningToken;
export const hashInspectToken = hashSigningToken;
export const inspectUrl = (token: string) => `${env.APP_URL}/inspect/${token}`;

/** What a link's token can look like; anything else is not valid without a lookup. */
export const INSPECT_TOKEN = /^[A-Za-z0-9_-]{22,128}$/;
