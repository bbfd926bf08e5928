// The hirer's link to a charge, made like a signing link: 256 random bits as base64url, stored
// only as the SHA-256 of its exact characters, never logged.
import { env } from "~/env";
import { hashSigningToken, newSigningToken } from "../signing/signing-token";

export const newChargeToken = newSigningToken;
export const hashChargeToken = hashSigningToken;
export const chargeUrl = (token: string) => `${env.APP_URL}/charges/${token}`;
