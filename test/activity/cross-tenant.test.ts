// Another company's activity is never listed: not in the log, not on an object's page,
// not in the person filter, not in the export.
import { describe, expect, it } from "vitest";
import { activityCsv } from "~/server/services/activity/activity-csv";
import { addUser, createCompany, staff } from "../factories";
import { failure } from "./helpers";

async function csvOf(companyId: string) {
  let text = "";
  for await (const chunk of activityCsv({ companyId, filters: {} })) text += chunk;
  return text;
}

describe("activity across companies", () => {
  it("lists only the caller's company", async () => {
    const a = await createCompany({ name: "Alpha Hire" });
    const b = await createCompany({ name: "Beta Hire" });
    const alpha = staff(a.companyId, a.ownerId, "OWNER");
    const beta = staff(b.companyId, b.ownerId, "OWNER");
    const vehicle = await alpha.fleet.create({ vrm: "AA19AAA" });
    await alpha.settings.company.update({ city: "Leeds" });

    expect((await alpha.settings.activity.list({ limit: 25 })).data.map((e) => e.action)).toEqual([
      "company.updated",
      "vehicle.created",
    ]);
    expect((await beta.settings.activity.list({ limit: 25 })).data).toEqual([]);
    expect(
      (
        await beta.settings.activity.forObject({
          object_type: "vehicle",
          object_id: vehicle.id,
          limit: 25,
        })
      ).data,
    ).toEqual([]);
    expect((await beta.settings.activity.list({ limit: 25, actor_id: a.ownerId })).data).toEqual(
      [],
    );
    expect(await beta.settings.activity.actors()).toEqual([]);
    expect(await csvOf(b.companyId)).not.toContain(vehicle.id);
    expect(await csvOf(a.companyId)).toContain(vehicle.id);
  });

  it("shows Settings > Activity to Owners and Managers only", async () => {
    const { companyId } = await createCompany();
    const manager = await addUser(companyId, "MANAGER");
    const inspector = await addUser(companyId, "INSPECTOR");
    expect(
      (await staff(companyId, manager.id, "MANAGER").settings.activity.list({ limit: 5 })).data,
    ).toEqual([]);
    expect(
      (
        await failure(
          staff(companyId, inspector.id, "INSPECTOR").settings.activity.list({ limit: 5 }),
        )
      ).status,
    ).toBe(403);
  });
});
