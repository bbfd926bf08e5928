// A charge's page lists its own activity (the app's forObject with object_type damage_charge),
// newest first; another company's staff see none of it.
import { describe, expect, it } from "vitest";
import { agreementCompany } from "../agreements/helpers";
import { staff } from "../factories";
import { createCharge, hireWithDamage, sendCharge } from "./helpers";

describe("a damage charge's activity", () => {
  it("lists the charge's changes on its page, and nothing to another company", async () => {
    const c = await agreementCompany();
    const { reportId } = await hireWithDamage(c);
    const charge = await createCharge(c, reportId);
    await sendCharge(c, charge.id);
    const query = { object_type: "damage_charge" as const, object_id: charge.id, limit: 25 };

    const mine = await staff(c.companyId, c.ownerId, "OWNER").settings.activity.forObject(query);
    expect(mine.data.map((e) => [e.action, e.object.id])).toEqual([
      ["damage_charge.sent", charge.id],
      ["damage_charge.created", charge.id],
    ]);

    const other = await agreementCompany();
    const theirs = await staff(other.companyId, other.ownerId, "OWNER").settings.activity.forObject(
      query,
    );
    expect(theirs.data).toEqual([]);
  });
});
