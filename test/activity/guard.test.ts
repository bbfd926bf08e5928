// The guard that every change records activity: a walk over every tRPC mutation, every
// /api/v1 handler route and every app route file that takes POST, PUT, PATCH or DELETE,
// and the guard's own behaviour.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appRouter } from "~/server/api/root";
import { activityGuard, createTRPCRouter, publicProcedure, type Meta } from "~/server/api/trpc";
import { handlerRoutes } from "~/server/http/rest/rest-routes";
import { recordActivity } from "~/server/services/activity/record-activity";
import { routeActivity } from "~/server/services/activity/activity-scope";
import { db } from "~/server/db";
import { contextFor, createCompany } from "../factories";
import { failure } from "./helpers";

// Mutations that change no company data, each with the reason its meta gives.
const RECORD_NOTHING = [
  "account.confirmSignUp",
  "account.forgotPassword",
  "account.setTestMode",
  "account.signUp",
  "account.startTwoStep",
  "billing.confirmPurchase",
  "support.markRead",
];

type Procedure = { _def: { type: string; meta?: Meta; middlewares: unknown[] } };

describe("every change records activity", () => {
  const guard = activityGuard._middlewares[0];
  const mutations = Object.entries(
    appRouter._def.procedures as unknown as Record<string, Procedure>,
  ).filter(([, p]) => p._def.type === "mutation");

  it("runs every tRPC mutation through the activity guard, or names why it records nothing", () => {
    expect(mutations.length).toBeGreaterThan(40);
    for (const [name, procedure] of mutations) {
      expect(procedure._def.middlewares, name).toContain(guard);
      const none = procedure._def.meta?.activity?.none;
      if (RECORD_NOTHING.includes(name)) expect(none?.length ?? 0, name).toBeGreaterThan(20);
      else expect(none, `${name} says it records nothing`).toBeUndefined();
    }
  });

  it("guards every writing verb of the /api/v1 handler routes (the procedures are guarded by the middleware)", () => {
    const writing = handlerRoutes().filter(({ method }) => method !== "GET");
    expect(writing.length).toBeGreaterThanOrEqual(2);
    for (const { method, path: routePath, route } of writing)
      expect(routeActivity.get(route.handle), `${method} ${routePath}`).toBe("guarded");
  });

  it("guards every writing verb of the app's route files under /api/app and /api/company", async () => {
    const root = path.join(process.cwd(), "src/app/api");
    const files = (await readdir(root, { recursive: true })).filter(
      (f) => /^(app|company)\//.test(f) && f.endsWith("route.ts"),
    );
    expect(files.length).toBeGreaterThan(4);
    let guarded = 0;
    for (const file of files) {
      const dir = path.dirname(file);
      const route = (await import(path.join(root, file))) as Record<string, unknown>;
      for (const verb of ["POST", "PUT", "PATCH", "DELETE"]) {
        const handler = route[verb];
        if (handler === undefined) continue;
        const stance = typeof handler === "function" ? routeActivity.get(handler) : undefined;
        expect(stance, `${verb} ${dir}`).toBeDefined();
        if (stance === "guarded") guarded += 1;
      }
    }
    expect(guarded).toBeGreaterThanOrEqual(2);
  });

  it("fails a mutation that changed something and recorded nothing, and passes one that recorded", async () => {
    const { companyId, ownerId } = await createCompany();
    const router = createTRPCRouter({
      silent: publicProcedure.mutation(() =>
        db.company.update({ where: { id: companyId }, data: { city: "Silent" } }),
      ),
      recorded: publicProcedure.mutation(() =>
        db.$transaction((tx) =>
          recordActivity(tx, {
            companyId,
            actor: { kind: "user", userId: ownerId, role: "OWNER" },
            action: "company.updated",
            object: { type: "company", id: companyId },
          }),
        ),
      ),
      exempt: publicProcedure
        .meta({ activity: { none: "a test of the exemption" } })
        .mutation(() => "ok"),
      refused: publicProcedure.mutation(() => Promise.reject(new Error("refused"))),
    });
    const caller = router.createCaller(contextFor(null));
    expect((await failure(caller.silent())).message).toMatch(/Something went wrong/);
    await expect(caller.recorded()).resolves.toBeUndefined();
    await expect(caller.exempt()).resolves.toBe("ok");
    await expect(caller.refused()).rejects.toThrow();
  });
});
