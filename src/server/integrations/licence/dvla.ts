// DVLA Access to Driver Data (ADD), full driver enquiry. Authentication: POST
// {url}/thirdparty-access/v1/authenticate {userName, password} answers {"id-token": JWT},
// kept until shortly before the JWT's `exp` and fetched again on expiry or a 401. Enquiry:
// POST {url}/full-driver-enquiry/v1/driving-licences/retrieve with `x-api-key` and the JWT
// in `Authorization`, body {drivingLicenceNumber, includeCPC, includeTacho,
// acceptPartialResponse}. The driver's declaration (our `consent`) is what entitles us to
// ask; ADD works from the licence number, so the share code is not sent. Only the fields
// the verdict needs are read: no name, address or photo is kept.
import { z } from "zod";
import { AppError } from "../../errors";
import type { Endorsement, LicenceRecord } from "../../models/licence-check";
import { logger } from "../../observability/logger";
import { jsonOf, policyFetch, type HttpPolicy } from "../http";
import { tokenCache, type Token } from "../token-cache";
import type { LicenceProvider } from "./types";

export type DvlaDriverConfig = {
  url: string;
  apiKey: string;
  username: string;
  password: string;
  timeoutMs: number;
  maxRetryWaitMs: number;
  clock?: () => number;
};

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/)
  .transform((v) => v.slice(0, 10));

export const AddAnswer = z.looseObject({
  licence: z.looseObject({ type: z.string(), status: z.string() }),
  entitlement: z
    .array(z.looseObject({ categoryCode: z.string(), categoryType: z.string().nullish() }))
    .nullish(),
  endorsements: z
    .array(
      z.looseObject({
        offenceCode: z.string().nullish(),
        penaltyPoints: z.coerce.number().int().min(0).nullish(),
        offenceDate: isoDate.nullish(),
        disqualifiedUntil: isoDate.nullish(),
      }),
    )
    .nullish(),
  token: z.looseObject({ validToDate: isoDate.nullish() }).nullish(),
});
export type AddAnswer = z.infer<typeof AddAnswer>;

const IdToken = z.object({ "id-token": z.string().min(1) });
const JwtClaims = z.object({ exp: z.number() });
// Renew this long before the token's stated expiry, so it never dies in flight.
const EXPIRY_MARGIN_MS = 60_000;
// ADD tokens last an hour; assume less when the token does not say.
const DEFAULT_LIFETIME_MS = 50 * 60_000;

const unavailable = (why: string) =>
  new AppError(
    "licence_service_unavailable",
    `The driving licence service (DVLA) ${why}. Nothing was stored; try again shortly.`,
  );

function expiresAt(jwt: string, now: number): number {
  const payload = jwt.split(".")[1];
  const claims = payload ? JwtClaims.safeParse(jsonOfBase64(payload)) : undefined;
  return claims?.success ? claims.data.exp * 1000 - EXPIRY_MARGIN_MS : now + DEFAULT_LIFETIME_MS;
}

function jsonOfBase64(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as unknown;
  } catch {
    return undefined;
  }
}

const later = (a: string | null, b: string | null | undefined) => (b && (!a || b > a) ? b : a);

/** DVLA's words in ours. Any status but Valid or Disqualified (Expired, Revoked, Surrendered…) is not in force: `expired`. */
export function toLicenceRecord(answer: AddAnswer): LicenceRecord {
  const provisional = answer.licence.type.toLowerCase() === "provisional";
  const status = answer.licence.status.toLowerCase();
  const endorsements: Endorsement[] = (answer.endorsements ?? []).map((e) => ({
    code: e.offenceCode ?? "UNKNOWN",
    points: e.penaltyPoints ?? 0,
    offence_date: e.offenceDate ?? null,
  }));
  const disqualifiedUntil = (answer.endorsements ?? []).reduce<string | null>(
    (max, e) => later(max, e.disqualifiedUntil),
    null,
  );
  return {
    licence_type: provisional ? "provisional" : "full",
    licence_status:
      status === "valid" ? "valid" : status === "disqualified" ? "disqualified" : "expired",
    categories: (answer.entitlement ?? []).map((c) => ({
      code: c.categoryCode,
      type: c.categoryType?.toLowerCase() === "provisional" ? "provisional" : "full",
    })),
    endorsements,
    photocard_expires_on: answer.token?.validToDate ?? null,
    disqualified_until: disqualifiedUntil,
  };
}

export function dvlaDriverClient(config: DvlaDriverConfig): LicenceProvider {
  const policy: HttpPolicy = {
    timeoutMs: config.timeoutMs,
    maxRetryWaitMs: config.maxRetryWaitMs,
    unavailable,
  };
  const now = config.clock ?? Date.now;
  const base = config.url.replace(/\/+$/, "");
  async function authenticate(): Promise<Token> {
    const response = await policyFetch(
      `${base}/thirdparty-access/v1/authenticate`,
      {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ userName: config.username, password: config.password }),
      },
      policy,
    );
    const parsed = IdToken.safeParse(await jsonOf(response));
    if (!response.ok || !parsed.success) {
      logger.error(
        `[licence] DVLA authentication failed (HTTP ${response.status}); check DVLA_DRIVER_USERNAME/PASSWORD`,
      );
      throw unavailable("refused our credentials");
    }
    const value = parsed.data["id-token"];
    return { value, expiresAt: expiresAt(value, now()) };
  }

  const withToken = tokenCache(authenticate, now);
  const enquire = (licenceNumber: string) =>
    withToken((token) =>
      policyFetch(
        `${base}/full-driver-enquiry/v1/driving-licences/retrieve`,
        {
          method: "POST",
          headers: {
            "x-api-key": config.apiKey,
            authorization: token,
            "content-type": "application/json",
            accept: "application/json",
          },
          body: JSON.stringify({
            drivingLicenceNumber: licenceNumber,
            includeCPC: false,
            includeTacho: false,
            acceptPartialResponse: "false",
          }),
        },
        policy,
      ),
    );

  return {
    name: "dvla",
    async check({ licenceNumber }) {
      const response = await enquire(licenceNumber);
      const body = await jsonOf(response);
      if (response.ok) {
        const parsed = AddAnswer.safeParse(body);
        if (parsed.success) return toLicenceRecord(parsed.data);
        logger.error("[licence] DVLA answered 200 with a body we could not read");
        throw unavailable("gave an answer we could not read");
      }
      if (response.status === 404 || response.status === 400) {
        throw new AppError(
          "share_code_invalid",
          "DVLA holds no driving record for that licence number, or refused the enquiry. Check the licence number with the driver.",
          {
            errors: [
              { pointer: "/licence_number", detail: "has no driving record DVLA will share" },
            ],
          },
        );
      }
      if (response.status === 429) throw unavailable("is busy (too many requests)");
      if (response.status === 401 || response.status === 403) {
        logger.error(
          `[licence] DVLA refused our API key or token (HTTP ${response.status}); check DVLA_DRIVER_API_KEY`,
        );
        throw unavailable("refused our credentials");
      }
      logger.error(`[licence] DVLA answered HTTP ${response.status}`);
      throw unavailable(`answered with an error (HTTP ${response.status})`);
    },
  };
}
