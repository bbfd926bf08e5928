// Sign-off in the app names a member of the team, picked from a list; the server
// refuses anyone else. (The API's sign-off keeps its free signed_by_name.)
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { toAppError } from "~/server/api/trpc";
import { db } from "~/server/db";
import { addUser, createCompany, staff } from "../factories";
import { answeredReport } from "./helpers";

const failure = async (promise: Promise<unknown>) =>
  toAppError(
    await promise.then(
      () => null,
      (e: unknown) => e,
    ),
  );

async function completedReport() {
  const company = await createCompany();
  const inspector = await addUser(company.companyId, "INSPECTOR");
  const { api, report } = await answeredReport(company.companyId);
  await api.reports.complete({ id: report.id });
  return {
    ...company,
    inspector,
    report,
    app: staff(company.companyId, inspector.id, "INSPECTOR"),
  };
}

describe("signing a report off as a member of the team", () => {
  it("lists the team, the signed-in user first, and no one from another company", async () => {
    const { app, inspector, ownerId } = await completedReport();
    const other = await createCompany();
    const signers = await app.reports.signers();
    expect(signers).toEqual([
      { id: inspector.id, name: "INSPECTOR person", is_you: true },
      { id: ownerId, name: "Olive Owner", is_you: false },
    ]);
    expect(signers.map((s) => s.id)).not.toContain(other.ownerId);
  });

  it("records the picked member's name on the report", async () => {
    const { app, report, ownerId } = await completedReport();
    const signed = await app.reports.signOffAsMember({
      id: report.id,
      signed_by_user_id: ownerId,
      signature_png: await signaturePng(),
    });
    expect(signed).toMatchObject({ status: "signed_off", signed_by_name: "Olive Owner" });
  });

  it("refuses someone outside the company or unknown, and changes nothing", async () => {
    const { app, report } = await completedReport();
    const other = await createCompany();
    for (const userId of [other.ownerId, "user_nobody"]) {
      const error = await failure(
        app.reports.signOffAsMember({
          id: report.id,
          signed_by_user_id: userId,
          signature_png: await signaturePng(),
        }),
      );
      expect(error).toMatchObject({ code: "invalid_request", status: 400 });
      expect(error?.message).toBe("Pick the person signing from your team.");
    }
    expect(await db.report.findUniqueOrThrow({ where: { id: report.id } })).toMatchObject({
      status: "completed",
      signedByName: null,
    });
  });

  it("another company's report is not found, even signed by its own member", async () => {
    const { report } = await completedReport();
    const other = await createCompany();
    const intruder = staff(other.companyId, other.ownerId, "OWNER");
    expect(
      await failure(
        intruder.reports.signOffAsMember({
          id: report.id,
          signed_by_user_id: other.ownerId,
          signature_png: await signaturePng(),
        }),
      ),
    ).toMatchObject({ code: "not_found", status: 404 });
    expect(await db.report.findUniqueOrThrow({ where: { id: report.id } })).toMatchObject({
      status: "completed",
    });
  });
});

async function signaturePng() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><path d="M10 40 C 50 5, 90 55, 190 20" stroke="#000" stroke-width="3" fill="none"/></svg>`;
  return (await sharp(Buffer.from(svg)).png().toBuffer()).toString("base64");
}
