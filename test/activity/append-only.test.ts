// The log cannot be rewritten: the database itself refuses UPDATE and DELETE.
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { createCompany, staff } from "../factories";
import { activityOf } from "./helpers";

describe("the activity log is append-only", () => {
  it("refuses a raw UPDATE and a raw DELETE", async () => {
    const { companyId, ownerId } = await createCompany();
    await staff(companyId, ownerId, "OWNER").settings.company.update({ city: "Leeds" });
    const [row] = await activityOf(companyId);
    expect(row?.action).toBe("company.updated");

    await expect(
      db.$executeRaw`UPDATE "ActivityLog" SET "actorName" = 'Someone else' WHERE id = ${row!.id}`,
    ).rejects.toThrow(/append-only/);
    await expect(db.$executeRaw`DELETE FROM "ActivityLog" WHERE id = ${row!.id}`).rejects.toThrow(
      /append-only/,
    );
    await expect(db.activityLog.deleteMany({ where: { companyId } })).rejects.toThrow();
    expect((await activityOf(companyId))[0]).toEqual(row);
  });
});
