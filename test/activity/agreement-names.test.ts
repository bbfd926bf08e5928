// An agreement's activity rows name it by its reference ("BK-1042"), the way people call it, on
// Settings > Activity, on its own page and in the CSV's object_name; one without a reference
// keeps its id alone.
import { describe, expect, it } from "vitest";
import { activityCsv } from "~/server/services/activity/activity-csv";
import { apiKeyCaller, createCompany, createDraftAgreement, staff } from "../factories";

async function csvOf(companyId: string): Promise<string> {
  let text = "";
  for await (const chunk of activityCsv({ companyId, filters: {} })) text += chunk;
  return text;
}

describe("agreement rows in the activity log", () => {
  it("name the agreement by its reference, keeping the id", async () => {
    const { companyId, ownerId } = await createCompany();
    const named = await createDraftAgreement(companyId);
    const api = apiKeyCaller(companyId);
    await api.agreements.updateAgreement({ id: named.id, reference: "BK-1042" });
    const bare = await createDraftAgreement(companyId, { customerName: "Oliver Hirer" });
    const owner = staff(companyId, ownerId, "OWNER");

    const rows = (await owner.settings.activity.list({ limit: 25, object_type: "agreement" })).data;
    expect(rows.map((e) => [e.action, e.object.id, e.object.name])).toEqual([
      ["agreement.created", bare.id, null],
      ["agreement.updated", named.id, "BK-1042"],
      ["agreement.created", named.id, "BK-1042"],
    ]);
    const own = await owner.settings.activity.forObject({
      object_type: "agreement",
      object_id: named.id,
      limit: 25,
    });
    expect(own.data.map((e) => e.object.name)).toEqual(["BK-1042", "BK-1042"]);

    const line = (await csvOf(companyId))
      .split("\r\n")
      .find((l) => l.includes("agreement.updated"));
    expect(line).toContain(`,agreement,${named.id},BK-1042,`);
    // The changes keep their raw values in the CSV.
    expect(line).toContain('reference: null -> ""BK-1042""');
  });
});
