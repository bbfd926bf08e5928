// The cross-tenant helper must catch what it exists to catch: an endpoint that shows
// another company's object, or one that answers 404 but changes data anyway.
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { apiRoute } from "~/server/http/rest/api-route";
import { notFound } from "~/server/errors";
import { expectCrossTenantNotFound } from "../cross-tenant";
import { apiCompany } from "./http";

describe("expectCrossTenantNotFound", () => {
  it("passes for a handler that scopes by company", async () => {
    const owner = await apiCompany();
    const intruder = await apiCompany();
    const scoped = apiRoute<{ id: string }>(async (_req, ctx) => {
      const company = await db.company.findFirst({
        where: { id: ctx.params.id, AND: { id: ctx.caller.companyId } },
      });
      if (!company) throw notFound("company");
      return Response.json({ id: company.id });
    });
    await expectCrossTenantNotFound({
      owner,
      intruder,
      id: owner.companyId,
      endpoints: [{ method: "GET", path: "/companies/{id}", route: scoped }],
    });
  });

  it("fails for a handler that shows another company's object", async () => {
    const owner = await apiCompany();
    const intruder = await apiCompany();
    const leaky = apiRoute<{ id: string }>(async (_req, ctx) =>
      Response.json(
        await db.company.findUniqueOrThrow({ where: { id: ctx.params.id }, select: { id: true } }),
      ),
    );
    await expect(
      expectCrossTenantNotFound({
        owner,
        intruder,
        id: owner.companyId,
        endpoints: [{ method: "GET", path: "/companies/{id}", route: leaky }],
      }),
    ).rejects.toThrow(/another company's id/);
  });

  it("fails for a handler that answers 404 but changes the other company's data", async () => {
    const owner = await apiCompany();
    const intruder = await apiCompany();
    const sneaky = apiRoute<{ id: string }>(async (_req, ctx) => {
      await db.company.update({ where: { id: ctx.params.id }, data: { name: "Changed" } });
      throw notFound("company");
    });
    await expect(
      expectCrossTenantNotFound({
        owner,
        intruder,
        id: owner.companyId,
        endpoints: [{ method: "PUT", path: "/companies/{id}", body: {}, route: sneaky }],
      }),
    ).rejects.toThrow(/owner's data must not change/);
  });
});
