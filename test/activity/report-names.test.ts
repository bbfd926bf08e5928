// A report's activity rows read as a person reads the report ("outbound report for AA19 AAA"),
// on Settings > Activity, on the report's own page and in the CSV export, which keeps the raw id.
import { describe, expect, it } from "vitest";
import { activityCsv } from "~/server/services/activity/activity-csv";
import { apiKeyCaller, createCompany, staff } from "../factories";

async function csvOf(companyId: string): Promise<string> {
  let text = "";
  for await (const chunk of activityCsv({ companyId, filters: {} })) text += chunk;
  return text;
}

describe("report rows in the activity log", () => {
  it("name the report by its type and VRM, keeping the id", async () => {
    const { companyId, ownerId } = await createCompany({ credits: 5 });
    const report = await apiKeyCaller(companyId).reports.create({
      vrm: "AA19AAA",
      type: "outbound",
    });
    await apiKeyCaller(companyId).reports.update({ id: report.id, odometer: 12000 });
    const owner = staff(companyId, ownerId, "OWNER");

    const listed = (await owner.settings.activity.list({ limit: 25 })).data.filter(
      (e) => e.object.type === "report",
    );
    expect(listed.map((e) => [e.action, e.object.id, e.object.name])).toEqual([
      ["report.updated", report.id, "outbound report for AA19 AAA"],
      ["report.created", report.id, "outbound report for AA19 AAA"],
    ]);
    const own = (
      await owner.settings.activity.forObject({
        object_type: "report",
        object_id: report.id,
        limit: 25,
      })
    ).data;
    expect(own.map((e) => e.object.name)).toEqual([
      "outbound report for AA19 AAA",
      "outbound report for AA19 AAA",
    ]);

    const line = (await csvOf(companyId)).split("\r\n").find((l) => l.includes("report.created"));
    expect(line).toContain(`,report,${report.id},outbound report for AA19 AAA,`);
  });

  it("name each report of a page by its own vehicle, and words the type as people say it", async () => {
    const { companyId, ownerId } = await createCompany({ credits: 5 });
    const api = apiKeyCaller(companyId);
    const midTerm = await api.reports.create({ vrm: "AA19AAA", type: "mid_term" });
    const dropoff = await api.reports.create({ vrm: "BB19BBB", type: "dropoff" });
    const rows = (
      await staff(companyId, ownerId, "OWNER").settings.activity.list({
        limit: 25,
        object_type: "report",
      })
    ).data;
    expect(rows.map((e) => [e.object.id, e.object.name])).toEqual([
      [dropoff.id, "drop-off report for BB19 BBB"],
      [midTerm.id, "mid-term report for AA19 AAA"],
    ]);
  });
});
