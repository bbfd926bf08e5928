// The vehicle page's open damage: the latest finished report's damage, less what a
// check-in found repaired; another company's vehicle is not found.
import { describe, expect, it } from "vitest";
import { toAppError } from "~/server/api/trpc";
import { createCompany, staff } from "../factories";
import { answeredReport } from "./helpers";

describe("open damage on a vehicle", () => {
  it("follows the latest finished report, drops repaired damage, and hides other companies' vehicles", async () => {
    const { companyId, ownerId } = await createCompany({ credits: 10 });
    const owner = staff(companyId, ownerId, "OWNER");
    const { api, report: out, inspections } = await answeredReport(companyId, { type: "outbound" });
    const vehicleId = out.vehicle.id;
    expect(await owner.reports.vehicleDamage({ vehicle_id: vehicleId })).toEqual({
      report_id: null,
      items: [],
    });

    await api.reports.updateInspection({
      id: inspections[0]!.id,
      damage: { zone: "roof", type: "dent", severity: "minor" },
    });
    await api.reports.createInspection({
      report_id: out.id,
      area: inspections[0]!.area,
      damage: { zone: "roof", type: "scratch", severity: "minor" },
    });
    await api.reports.complete({ id: out.id });
    const afterOut = await owner.reports.vehicleDamage({ vehicle_id: vehicleId });
    expect(afterOut.items.map((i) => i.damage.type)).toEqual(["dent", "scratch"]);

    const { report: back, inspections: backItems } = await answeredReport(companyId, {
      type: "inbound",
    });
    await api.reports.updateInspection({
      id: backItems[0]!.id,
      damage: { zone: "roof", type: "dent", severity: "minor" },
    });
    await api.reports.createInspection({
      report_id: back.id,
      area: "Roof",
      damage: { zone: "roof", type: "scratch", severity: "minor", change: "repaired" },
    });
    await api.reports.complete({ id: back.id });
    const afterBack = await owner.reports.vehicleDamage({ vehicle_id: vehicleId });
    expect(afterBack).toMatchObject({
      report_id: back.id,
      items: [{ area: backItems[0]!.area, damage: { type: "dent", change: "existing" } }],
    });

    const other = await createCompany();
    const stranger = staff(other.companyId, other.ownerId, "OWNER");
    expect(
      toAppError(
        await stranger.reports.vehicleDamage({ vehicle_id: vehicleId }).catch((e: unknown) => e),
      ),
    ).toMatchObject({ code: "not_found" });
    expect(
      toAppError(
        await owner.reports.vehicleDamage({ vehicle_id: out.id }).catch((e: unknown) => e),
      ),
    ).toMatchObject({ code: "not_found" });
    const unknownField = { vehicle_id: vehicleId, status: "open" } as unknown as {
      vehicle_id: string;
    };
    expect(
      toAppError(await owner.reports.vehicleDamage(unknownField).catch((e: unknown) => e)),
    ).toMatchObject({ code: "invalid_request" });
  });
});
