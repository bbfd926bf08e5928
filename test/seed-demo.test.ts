// The demo company a newcomer gets: made once, with a working API key and two hirers.
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { DEMO_LOGIN, seedDemoCompany } from "~/server/services/company/seed-demo";
import { call, json } from "./api/http";

describe("demo company", () => {
  it("is created once, with an API key that works and two hirers to pick", async () => {
    // A database kept from earlier runs may hold an older demo company (its activity log keeps
    // it from being deleted): its login is moved aside, so the demo is made afresh.
    const old = await db.user.findUnique({ where: { email: DEMO_LOGIN.email } });
    if (old)
      await db.user.update({
        where: { id: old.id },
        data: { email: `earlier-${old.id}@demo.invalid` },
      });
    const first = await seedDemoCompany();
    expect(first.created).toBe(true);
    expect((await seedDemoCompany()).created).toBe(false);
    const user = await db.user.findUniqueOrThrow({ where: { email: DEMO_LOGIN.email } });
    const names = (
      await db.customer.findMany({ where: { companyId: user.companyId }, orderBy: { id: "asc" } })
    ).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(["Amelia Morgan", "Oliver Patel"]));
    const response = await call("GET", "/customers?q=amelia", { key: first.apiKey! });
    expect(await json(response)).toMatchObject({
      data: [{ name: "Amelia Morgan", phone: "+447700900123", licence_number: "MORGA753116SM9IJ" }],
    });
  });
});
