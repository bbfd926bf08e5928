// The registry provider chosen by REGISTRY_PROVIDER: the sandbox (default) or the
// live DVLA Vehicle Enquiry Service + DVSA MOT History pair.
import { env } from "~/env";
import { dvlaClient } from "./dvla";
import { dvsaClient } from "./dvsa";
import { liveRegistry } from "./live";
import { sandboxRegistry } from "./sandbox";
import type { RegistryProvider } from "./types";

export type { RegistryProvider, RegistryVehicle } from "./types";

// A Retry-After longer than this is not worth holding a user's request for.
const MAX_RETRY_WAIT_MS = 2000;

let current: RegistryProvider | undefined;

function required(name: string, value: string | undefined): string {
  if (!value) throw new Error(`${name} is required when REGISTRY_PROVIDER=dvla`);
  return value;
}

function fromEnv(): RegistryProvider {
  if (env.REGISTRY_PROVIDER === "sandbox") return sandboxRegistry();
  const timing = { timeoutMs: env.REGISTRY_TIMEOUT_MS, maxRetryWaitMs: MAX_RETRY_WAIT_MS };
  return liveRegistry({
    dvla: dvlaClient({
      url: env.DVLA_API_URL,
      apiKey: required("DVLA_API_KEY", env.DVLA_API_KEY),
      ...timing,
    }),
    dvsa: dvsaClient({
      url: env.DVSA_API_URL,
      tokenUrl: required("DVSA_TOKEN_URL", env.DVSA_TOKEN_URL),
      clientId: required("DVSA_CLIENT_ID", env.DVSA_CLIENT_ID),
      clientSecret: required("DVSA_CLIENT_SECRET", env.DVSA_CLIENT_SECRET),
      scope: env.DVSA_SCOPE,
      apiKey: required("DVSA_API_KEY", env.DVSA_API_KEY),
      ...timing,
    }),
  });
}

/** The process's registry provider (one instance, so the DVSA token is shared). */
export function registryProvider(): RegistryProvider {
  current ??= fromEnv();
  return current;
}
