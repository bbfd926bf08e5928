// Webhook signatures (API contract, section 9): the Standard Webhooks scheme
// (`webhook-signature: v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, keyed with the
// base64-decoded part of `whsec_...`) and a plain HMAC of the raw body
// (`X-Webhook-Signature: sha256=<hex>`, keyed with the whole secret string). While a
// rotated-out secret still signs, each header carries one signature per secret, newest first.
import { createHmac, randomBytes } from "node:crypto";

const PREFIX = "whsec_";

export function newWebhookSecret(): string {
  return PREFIX + randomBytes(32).toString("base64");
}

/** The secrets whose signatures a delivery carries now: the current one, and the replaced one until it expires. */
export function signatureSecrets(
  endpoint: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null },
  now = new Date(),
): string[] {
  const previous =
    endpoint.previousSecret &&
    endpoint.previousSecretExpiresAt &&
    endpoint.previousSecretExpiresAt > now
      ? [endpoint.previousSecret]
      : [];
  return [endpoint.secret, ...previous];
}

export function signatureHeaders(options: {
  eventId: string;
  timestamp: number;
  body: string;
  secrets: string[];
}): Record<string, string> {
  const { eventId, timestamp, body, secrets } = options;
  const standard = secrets.map((secret) => {
    const key = Buffer.from(secret.slice(PREFIX.length), "base64");
    return (
      "v1," + createHmac("sha256", key).update(`${eventId}.${timestamp}.${body}`).digest("base64")
    );
  });
  const plain = secrets.map(
    (secret) =>
      "sha256=" + createHmac("sha256", Buffer.from(secret, "utf8")).update(body).digest("hex"),
  );
  return {
    "webhook-id": eventId,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": standard.join(" "),
    "X-Webhook-Signature": plain.join(", "),
  };
}
