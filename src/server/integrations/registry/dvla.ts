// DVLA Vehicle Enquiry Service: POST {url}/vehicle-enquiry/v1/vehicles with the
// x-api-key header and {registrationNumber}. Answers make, colour, fuel, tax and MOT
// status; errors come as {errors:[{status,code,title,detail}]}, throttling as 429 {message}.
import { z } from "zod";
import { AppError } from "../../errors";
import { logger } from "../../observability/logger";
import { jsonOf, policyFetch, type HttpPolicy } from "../http";
import { unavailable } from "./unavailable";
import { DvlaVehicle } from "./types";

export type DvlaConfig = { url: string; apiKey: string; timeoutMs: number; maxRetryWaitMs: number };

const DvlaErrors = z.object({
  errors: z.array(
    z.object({
      status: z.string().optional(),
      code: z.string().optional(),
      title: z.string().optional(),
      detail: z.string().optional(),
    }),
  ),
});

function errorDetail(body: unknown): string | undefined {
  const parsed = DvlaErrors.safeParse(body);
  const first = parsed.success ? parsed.data.errors[0] : undefined;
  return first?.detail ?? first?.title;
}

export function dvlaClient(config: DvlaConfig) {
  const policy: HttpPolicy = {
    timeoutMs: config.timeoutMs,
    maxRetryWaitMs: config.maxRetryWaitMs,
    unavailable: (why) => unavailable("DVLA", why),
  };
  const endpoint = `${config.url.replace(/\/+$/, "")}/vehicle-enquiry/v1/vehicles`;

  return {
    async vehicle(vrm: string): Promise<DvlaVehicle> {
      const response = await policyFetch(
        endpoint,
        {
          method: "POST",
          headers: {
            "x-api-key": config.apiKey,
            "content-type": "application/json",
            accept: "application/json",
          },
          body: JSON.stringify({ registrationNumber: vrm }),
        },
        policy,
      );
      const body = await jsonOf(response);
      if (response.ok) {
        const parsed = DvlaVehicle.safeParse(body);
        if (parsed.success) return parsed.data;
        logger.error(`[registry] DVLA answered 200 with an unexpected body for ${vrm}`);
        throw unavailable("DVLA", "gave an answer we could not read");
      }
      if (response.status === 404)
        throw new AppError(
          "vrm_not_found",
          `The registry has no vehicle with registration ${vrm}.`,
        );
      if (response.status === 400) {
        throw new AppError(
          "invalid_request",
          `The registry refused the registration ${vrm}: ${errorDetail(body) ?? "invalid format"}.`,
          {
            errors: [{ pointer: "/vrm", detail: "is not a registration the registry accepts" }],
          },
        );
      }
      if (response.status === 429) throw unavailable("DVLA", "is busy (too many requests)");
      if (response.status === 401 || response.status === 403) {
        logger.error(
          `[registry] DVLA refused our API key (HTTP ${response.status}); check DVLA_API_KEY`,
        );
        throw unavailable("DVLA", "refused our credentials");
      }
      logger.error(
        `[registry] DVLA answered HTTP ${response.status}: ${errorDetail(body) ?? "no detail"}`,
      );
      throw unavailable("DVLA", `answered with an error (HTTP ${response.status})`);
    },
  };
}
