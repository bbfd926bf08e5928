// The licence service chosen by LICENCE_PROVIDER: the sandbox (default) or DVLA's
// Access to Driver Data.
import { env } from "~/env";
import { dvlaDriverClient } from "./dvla";
import { sandboxLicenceService } from "./sandbox";
import type { LicenceProvider } from "./types";

export type { LicenceProvider } from "./types";

// A Retry-After longer than this is not worth holding a user's request for.
const MAX_RETRY_WAIT_MS = 2000;

let current: LicenceProvider | undefined;

function required(name: string, value: string | undefined): string {
  if (!value) throw new Error(`${name} is required when LICENCE_PROVIDER=dvla`);
  return value;
}

function fromEnv(): LicenceProvider {
  if (env.LICENCE_PROVIDER === "sandbox") return sandboxLicenceService();
  return dvlaDriverClient({
    url: env.DVLA_DRIVER_API_URL,
    apiKey: required("DVLA_DRIVER_API_KEY", env.DVLA_DRIVER_API_KEY),
    username: required("DVLA_DRIVER_USERNAME", env.DVLA_DRIVER_USERNAME),
    password: required("DVLA_DRIVER_PASSWORD", env.DVLA_DRIVER_PASSWORD),
    timeoutMs: env.LICENCE_TIMEOUT_MS,
    maxRetryWaitMs: MAX_RETRY_WAIT_MS,
  });
}

/** The process's licence service (one instance, so the DVLA token is shared). */
export function licenceProvider(): LicenceProvider {
  current ??= fromEnv();
  return current;
}
