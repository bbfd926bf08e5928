// DVSA MOT History API (trade): an OAuth2 client-credentials token from the token
// URL (cached until shortly before it expires, fetched again on expiry or a 401),
// then GET {url}/v1/trade/vehicles/registration/{vrm} with the token and X-API-Key.
import { AppError } from "../../errors";
import { logger } from "../../observability/logger";
import { jsonOf, policyFetch, type HttpPolicy } from "../http";
import { tokenCache, type Token } from "../token-cache";
import { unavailable } from "./unavailable";
import { DvsaVehicle } from "./types";
import { z } from "zod";

export type DvsaConfig = {
  url: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  apiKey: string;
  timeoutMs: number;
  maxRetryWaitMs: number;
  clock?: () => number;
};

const TokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
});
// Renew this long before the stated expiry, so a token never dies in flight.
const EXPIRY_MARGIN_MS = 60_000;

export function dvsaClient(config: DvsaConfig) {
  const policy: HttpPolicy = {
    timeoutMs: config.timeoutMs,
    maxRetryWaitMs: config.maxRetryWaitMs,
    unavailable: (why) => unavailable("DVSA", why),
  };
  const now = config.clock ?? Date.now;
  const base = config.url.replace(/\/+$/, "");
  async function fetchToken(): Promise<Token> {
    const response = await policyFetch(
      config.tokenUrl,
      {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: new URLSearchParams({
          grant_type: "client_credentials",
          client_id: config.clientId,
          client_secret: config.clientSecret,
          scope: config.scope,
        }).toString(),
      },
      policy,
    );
    const parsed = TokenAnswer.safeParse(await jsonOf(response));
    if (!response.ok || !parsed.success) {
      logger.error(
        `[registry] DVSA token request failed (HTTP ${response.status}); check DVSA_CLIENT_ID/SECRET/SCOPE`,
      );
      throw unavailable("DVSA", "refused our credentials");
    }
    return {
      value: parsed.data.access_token,
      expiresAt: now() + parsed.data.expires_in * 1000 - EXPIRY_MARGIN_MS,
    };
  }

  const withToken = tokenCache(fetchToken, now);
  const get = (vrm: string) =>
    withToken((token) => {
      const url = `${base}/v1/trade/vehicles/registration/${encodeURIComponent(vrm)}`;
      return policyFetch(
        url,
        {
          method: "GET",
          headers: {
            authorization: `Bearer ${token}`,
            "x-api-key": config.apiKey,
            accept: "application/json",
          },
        },
        policy,
      );
    });

  return {
    /** The MOT record, or null when DVSA holds none for this VRM. */
    async vehicle(vrm: string): Promise<DvsaVehicle | null> {
      const response = await get(vrm);
      const body = await jsonOf(response);
      if (response.ok) {
        const parsed = DvsaVehicle.safeParse(body);
        if (parsed.success) return parsed.data;
        logger.error(`[registry] DVSA answered 200 with an unexpected body for ${vrm}`);
        throw unavailable("DVSA", "gave an answer we could not read");
      }
      if (response.status === 404) return null;
      if (response.status === 400) {
        throw new AppError("invalid_request", `The MOT registry refused the registration ${vrm}.`, {
          errors: [{ pointer: "/vrm", detail: "is not a registration the registry accepts" }],
        });
      }
      if (response.status === 429) throw unavailable("DVSA", "is busy (too many requests)");
      logger.error(`[registry] DVSA answered HTTP ${response.status}`);
      throw unavailable("DVSA", `answered with an error (HTTP ${response.status})`);
    },
  };
}
