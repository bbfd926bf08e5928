import { describe, expect, it } from "vitest";
import type { WebhookResponse } from "../../integrations/webhooks/send-webhook";
import { nextDelaySeconds } from "./deliver-message";

const CONTRACT = [5, 300, 1800, 7200, 18000, 36000, 36000];
const answer = (
  status: number | null,
  retryAfterSeconds: number | null = null,
): WebhookResponse => ({
  responseStatus: status,
  responseExcerpt: null,
  error: status === null ? "timeout" : null,
  durationMs: 1,
  retryAfterSeconds,
});

describe("the webhook retry schedule", () => {
  it("follows the contract's delays with up to 10 % jitter, then stops: 1 + 7 attempts", () => {
    CONTRACT.forEach((base, i) => {
      expect(nextDelaySeconds(i + 1, answer(500), CONTRACT, () => 0)).toBe(base);
      expect(nextDelaySeconds(i + 1, answer(null), CONTRACT, () => 0.999)).toBeCloseTo(
        base * 1.0999,
        3,
      );
    });
    expect(nextDelaySeconds(8, answer(500), CONTRACT, () => 0)).toBeNull();
  });

  it("never retries a success or a 410, and a Retry-After on 429/503 only makes the next attempt later", () => {
    expect(nextDelaySeconds(1, answer(204), CONTRACT)).toBeNull();
    expect(nextDelaySeconds(1, answer(410), CONTRACT)).toBeNull();
    expect(nextDelaySeconds(1, answer(429, 120), CONTRACT, () => 0)).toBe(120);
    expect(nextDelaySeconds(2, answer(503, 1), CONTRACT, () => 0)).toBe(300);
    expect(nextDelaySeconds(1, answer(500, 120), CONTRACT, () => 0)).toBe(5);
    expect(nextDelaySeconds(1, answer(302), CONTRACT, () => 0)).toBe(5);
  });
});
