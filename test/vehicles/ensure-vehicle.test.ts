import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { Vehicle } from "~/server/models/vehicle";
import { ensureVehicle, lookupVehicle } from "~/server/services/vehicles/ensure-vehicle";
import { createCompany } from "../factories";

describe("ensureVehicle", () => {
  it("creates the vehicle once from the registry, with its vehicle.created event", async () => {
    const { companyId } = await createCompany();
    const registry = await lookupVehicle("aa19 aaa");
    expect(registry).toMatchObject({ vrm: "AA19AAA", make: "FORD", model: "FIESTA" });

    const first = await db.$transaction((tx) =>
      ensureVehicle(tx, { companyId, actor: { kind: "api_key" }, vrm: "AA19AAA", registry }),
    );
    const second = await db.$transaction((tx) =>
      ensureVehicle(tx, { companyId, actor: { kind: "api_key" }, vrm: "aa19aaa", registry }),
    );
    expect(first.created).toBe(true);
    expect(second).toMatchObject({ created: false, vehicle: { id: first.vehicle.id } });

    const events = await db.event.findMany({ where: { companyId, type: "vehicle.created" } });
    expect(events).toHaveLength(1);
    const object = (events[0]?.payload as { object: unknown }).object;
    expect(Vehicle.parse(object)).toMatchObject({
      id: first.vehicle.id,
      vrm: "AA19AAA",
      make: "FORD",
      archived: false,
    });
  });
});
