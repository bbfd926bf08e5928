import { describe, expect, it } from "vitest";
import { toAppError } from "~/server/api/trpc";
import { uploadMedia } from "~/server/services/media/upload-media";
import { apiKeyCaller } from "../factories";
import { apiCompany, call, problemOf } from "../api/http";
import { expectCrossTenantNotFound } from "../cross-tenant";
import { cameraJpeg, multipart } from "./helpers";

async function companies() {
  const owner = await apiCompany({ rateLimit: 10_000 });
  const intruder = await apiCompany({ rateLimit: 10_000 });
  const api = apiKeyCaller(owner.companyId);
  const report = await api.reports.create({ vrm: "AA19AAA", type: "inbound" });
  const inspection = (await api.reports.listInspections({ report_id: report.id })).data[0]!;
  const media = await uploadMedia({
    actor: { kind: "api_key" },
    companyId: owner.companyId,
    inspectionId: inspection.id,
    bytes: await cameraJpeg(),
  });
  return { owner, intruder, api, report, inspection, media };
}

describe("another company's reports, inspections and photos", () => {
  it("answer 404 on every report route and change nothing", async () => {
    const { owner, intruder, report } = await companies();
    await expectCrossTenantNotFound({
      owner,
      intruder,
      id: report.id,
      endpoints: [
        { method: "GET", path: "/reports/{id}" },
        { method: "GET", path: "/reports/{id}/readiness" },
        { method: "GET", path: "/reports/{id}/comparison" },
        { method: "GET", path: "/reports/{id}/inspections" },
        { method: "GET", path: "/reports/{id}/media" },
        { method: "GET", path: "/reports/{id}/pdf" },
        { method: "PUT", path: "/reports/{id}", body: { notes: "Mine now" } },
        { method: "POST", path: "/reports/{id}/inspections", body: { area: "Sneaky" } },
        { method: "POST", path: "/reports/{id}/complete" },
        { method: "POST", path: "/reports/{id}/sign-off", body: { signed_by_name: "Intruder" } },
        { method: "POST", path: "/reports/{id}/share-link" },
        { method: "DELETE", path: "/reports/{id}" },
      ],
    });
  });

  it("answer 404 on every inspection route and change nothing", async () => {
    const { owner, intruder, inspection } = await companies();
    const form = multipart({ bytes: await cameraJpeg(), name: "x.jpg", type: "image/jpeg" });
    await expectCrossTenantNotFound({
      owner,
      intruder,
      id: inspection.id,
      endpoints: [
        { method: "GET", path: "/inspections/{id}" },
        { method: "GET", path: "/inspections/{id}/media" },
        { method: "PUT", path: "/inspections/{id}", body: { verdict: "fail" } },
        { method: "POST", path: "/inspections/{id}/media", body: form },
        { method: "DELETE", path: "/inspections/{id}" },
      ],
    });
  });

  it("answer 404 on every media route and change nothing", async () => {
    const { owner, intruder, media } = await companies();
    await expectCrossTenantNotFound({
      owner,
      intruder,
      id: media.id,
      endpoints: [
        { method: "GET", path: "/media/{id}" },
        { method: "GET", path: "/media/{id}?variant=thumbnail" },
        { method: "DELETE", path: "/media/{id}" },
      ],
    });
  });

  it("answer 404 to a signed-off report's PDF and share link", async () => {
    const owner = await apiCompany({ rateLimit: 10_000 });
    const intruder = await apiCompany({ rateLimit: 10_000 });
    const api = apiKeyCaller(owner.companyId);
    const report = await api.reports.create({ vrm: "AA19AAA", type: "general" });
    await api.reports.complete({ id: report.id });
    await api.reports.signOff({ id: report.id, signed_by_name: "Owner" });
    await expectCrossTenantNotFound({
      owner,
      intruder,
      id: report.id,
      endpoints: [
        { method: "GET", path: "/reports/{id}/pdf" },
        { method: "POST", path: "/reports/{id}/share-link" },
      ],
    });
  });

  it("are not found through the app's procedures either, nor are ids of the wrong kind", async () => {
    const { intruder, report, inspection, media } = await companies();
    const theirs = apiKeyCaller(intruder.companyId);
    for (const attempt of [
      () => theirs.reports.listMedia({ limit: 25, inspection_id: inspection.id }),
      () => theirs.reports.listMedia({ limit: 25, report_id: report.id }),
      () => theirs.reports.get({ id: inspection.id }),
      () => theirs.reports.getInspection({ id: media.id }),
    ]) {
      expect(toAppError(await attempt().catch((e: unknown) => e))).toMatchObject({
        code: "not_found",
        status: 404,
      });
    }
    expect(
      (
        await problemOf(
          await call("GET", `/reports/${report.vehicle.id}`, { key: intruder.key }),
          404,
        )
      ).code,
    ).toBe("not_found");
  });
});
