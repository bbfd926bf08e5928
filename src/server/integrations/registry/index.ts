// The registry provider chosen by REGISTRY_PROVIDER: the sandbox (default) or the
// live DVLA Vehicle Enquiry Service + DVSA MOT History pair.
import { sandboxRegistry } from "./sandbox";
import type { RegistryProvider } from "./types";

export type { RegistryProvider, RegistryVehicle } from "./types";

let current: RegistryProvider | undefined;

export function registryProvider(): RegistryProvider {
  current ??= sandboxRegistry();
  return current;
}
