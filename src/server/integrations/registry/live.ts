// The live registry: DVLA and DVSA asked side by side, their answers merged. If
// either fails the whole lookup fails: a vehicle stored without its MOT history
// would look like one that has never had an MOT.
import type { AppError } from "../../errors";
import type { dvlaClient } from "./dvla";
import type { dvsaClient } from "./dvsa";
import { mergeRegistry } from "./merge";
import type { RegistryProvider } from "./types";

export function liveRegistry(
  clients: { dvla: ReturnType<typeof dvlaClient>; dvsa: ReturnType<typeof dvsaClient> },
  clock: () => Date = () => new Date(),
): RegistryProvider {
  return {
    name: "dvla",
    async lookup(vrm) {
      const [dvla, dvsa] = await Promise.allSettled([
        clients.dvla.vehicle(vrm),
        clients.dvsa.vehicle(vrm),
      ]);
      // DVLA decides whether the vehicle exists; its error wins over DVSA's.
      if (dvla.status === "rejected") throw dvla.reason as AppError;
      if (dvsa.status === "rejected") throw dvsa.reason as AppError;
      return mergeRegistry(vrm, dvla.value, dvsa.value, clock());
    },
  };
}
