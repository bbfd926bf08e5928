// API keys: "kbs_" + 40 random base62 characters, stored only as a SHA-256 hash with
// a short display form ("kbs_AbCd…wxyz"). Shown in full once, when generated. A test key
// (test mode) is "kbs_test_" + 40 of them; a live key never starts with "kbs_test_", since
// its body has no underscore.
import { createHash, randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const KEY_LENGTH = 40;

export const API_KEY_PATTERN = /^kbs_(?:test_)?[0-9A-Za-z]{32,}$/;

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export function generateApiKey(mode: "live" | "test" = "live"): {
  key: string;
  hash: string;
  display: string;
} {
  let body = "";
  while (body.length < KEY_LENGTH) {
    for (const byte of randomBytes(KEY_LENGTH)) {
      // 248 = 62 * 4: dropping bytes >= 248 keeps every character equally likely.
      if (byte < 248 && body.length < KEY_LENGTH) body += ALPHABET[byte % 62];
    }
  }
  const prefix = mode === "test" ? "kbs_test_" : "kbs_";
  const key = `${prefix}${body}`;
  return { key, hash: hashApiKey(key), display: `${prefix}${body.slice(0, 4)}…${body.slice(-4)}` };
}
