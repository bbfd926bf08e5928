import { AppError } from "../../errors";

/** The registry (`service`: DVLA, DVSA) gave no usable answer: 502, nothing changes. */
export const unavailable = (service: string, why: string) =>
  new AppError(
    "registry_unavailable",
    `The vehicle registry (${service}) ${why}. Nothing was changed; try again shortly.`,
  );
