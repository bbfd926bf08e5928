// The API Access settings page's view of a company's API: the switch, the key's
// display form (never the key itself), the allow-list and the rate limit.
import { z } from "zod";
import { isoOrNull, timestamp } from "./common";

export const ApiAccessSettings = z.object({
  enabled: z.boolean(),
  key_display: z
    .string()
    .nullable()
    .meta({ description: "The key's first and last characters, e.g. kbs_AbCd…wxyz" }),
  key_created_at: timestamp.nullable(),
  key_last_used_at: timestamp.nullable(),
  test_key_display: z
    .string()
    .nullable()
    .meta({ description: "The test key's first and last characters, e.g. kbs_test_AbCd…wxyz" }),
  test_key_created_at: timestamp.nullable(),
  test_key_last_used_at: timestamp.nullable(),
  ip_allow_list: z.array(z.string()),
  rate_limit_per_minute: z.number().int(),
});
export type ApiAccessSettings = z.infer<typeof ApiAccessSettings>;

export const UpdateIpAllowListInput = z
  .object({
    ip_allow_list: z.array(z.string().max(64, "is too long for an address or range")).max(200),
  })
  .strict();

type ApiKeyRow = { display: string; createdAt: Date; lastUsedAt: Date | null };

/** The company's settings row with its key (one today; the first listed is shown). */
export function toApiAccessSettings(row: {
  apiEnabled: boolean;
  apiKeys: ApiKeyRow[];
  testTwin: { apiKeys: ApiKeyRow[] } | null;
  ipAllowList: string[];
  rateLimitPerMinute: number;
}): ApiAccessSettings {
  const key = row.apiKeys[0];
  const testKey = row.testTwin?.apiKeys[0];
  return {
    enabled: row.apiEnabled,
    key_display: key?.display ?? null,
    key_created_at: isoOrNull(key?.createdAt ?? null),
    key_last_used_at: isoOrNull(key?.lastUsedAt ?? null),
    test_key_display: testKey?.display ?? null,
    test_key_created_at: isoOrNull(testKey?.createdAt ?? null),
    test_key_last_used_at: isoOrNull(testKey?.lastUsedAt ?? null),
    ip_allow_list: row.ipAllowList,
    rate_limit_per_minute: row.rateLimitPerMinute,
  };
}
