// Registry lookups with a shared cache: one answer per VRM, kept REGISTRY_CACHE_SECONDS
// in the RegistryLookup table (public data, shared by every company). Errors are
// never cached, so a registry outage heals on the next try.
import { env } from "~/env";
import { db } from "../../db";
import { AppError } from "../../errors";
import { insuranceProvider } from "../../integrations/insurance";
import { registryProvider } from "../../integrations/registry";
import { sandboxRegistry } from "../../integrations/registry/sandbox";
import { isTestCompany } from "../test-mode/test-company";
import { normaliseVrm } from "../../models/common";
import { VehicleLookup, type MergedVehicle } from "../../models/vehicle";

const WELL_FORMED = /^[A-Z0-9]{2,8}$/;

/** The normalised VRM, or 400 invalid_request naming the `vrm` parameter. */
export function checkedVrm(raw: string): string {
  const vrm = normaliseVrm(raw);
  if (!WELL_FORMED.test(vrm)) {
    throw new AppError("invalid_request", `"${raw.slice(0, 20)}" is not a UK registration.`, {
      errors: [
        { parameter: "vrm", detail: "must be a UK registration of 2 to 8 letters and digits" },
      ],
    });
  }
  return vrm;
}

async function cached(vrm: string): Promise<MergedVehicle | null> {
  if (env.REGISTRY_CACHE_SECONDS === 0) return null;
  const row = await db.registryLookup.findUnique({ where: { vrm } });
  if (!row || Date.now() - row.fetchedAt.getTime() > env.REGISTRY_CACHE_SECONDS * 1000) return null;
  const parsed = VehicleLookup.safeParse(row.data);
  return parsed.success ? parsed.data : null;
}

/** Whether `companyId` must use the sandbox registry though the live configuration names another (test mode). */
async function sandboxFor(companyId: string | undefined): Promise<boolean> {
  if (env.REGISTRY_PROVIDER === "sandbox" || companyId === undefined) return false;
  return isTestCompany(companyId);
}

/**
 * Everything the registries know about `vrm` (DVLA, DVSA MOT history, insurance). For a
 * test company (`companyId` in test mode) the sandbox answers, never cached.
 * Throws AppError vrm_not_found (422), registry_unavailable (502) or invalid_request (400).
 * Call it outside any transaction: it may wait seconds on the registry.
 */
export async function lookupVehicle(
  rawVrm: string,
  options: { fresh?: boolean; companyId?: string } = {},
): Promise<MergedVehicle> {
  const vrm = checkedVrm(rawVrm);
  if (await sandboxFor(options.companyId)) {
    const [registry, insurance] = await Promise.all([
      sandboxRegistry().lookup(vrm),
      insuranceProvider().check(vrm),
    ]);
    return { ...registry, insurance };
  }
  if (!options.fresh) {
    const hit = await cached(vrm);
    if (hit) return hit;
  }
  const [registry, insurance] = await Promise.all([
    registryProvider().lookup(vrm),
    insuranceProvider().check(vrm),
  ]);
  const merged: MergedVehicle = { ...registry, insurance };
  const fetchedAt = new Date(merged.registry_checked_at);
  await db.registryLookup.upsert({
    where: { vrm },
    create: { vrm, data: merged, fetchedAt },
    update: { data: merged, fetchedAt },
  });
  return merged;
}
