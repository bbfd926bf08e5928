// A small router of test-only REST operations, mounted beside the real appRouter
// (vi.mock of ~/server/api/root) so that the /api/v1 machinery (201, 204, 415,
// validation, idempotency, 500s) is tested without depending on any feature.
import { z } from "zod";
import { createTRPCRouter, authorized } from "~/server/api/trpc";
import { notFound } from "~/server/errors";

// Test doubles of the REST machinery: they change no company data, so they record no activity.
const activity = { none: "a test double of the REST machinery; it changes no company data" };

export const counters = { created: 0, flaky: 0 };
let slowGate: Promise<void> = Promise.resolve();
export function setSlowGate(gate: Promise<void>): void {
  slowGate = gate;
}

const Widget = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int().nullable(),
  created: z.number().int(),
});

export const testRouter = createTRPCRouter({
  create: authorized("credits.read")
    .meta({
      openapi: { method: "POST", path: "/test/widgets", tags: ["Test"] },
      successStatus: 201,
      activity,
    })
    .input(
      z
        .object({
          name: z.string().min(2),
          size: z.number().int().optional(),
          dims: z.object({ w: z.number() }).strict().optional(),
        })
        .strict(),
    )
    .output(Widget)
    .mutation(({ input }) => {
      counters.created += 1;
      return {
        id: `wid_${counters.created}`,
        name: input.name,
        size: input.size ?? null,
        created: counters.created,
      };
    }),
  slow: authorized("credits.read")
    .meta({ openapi: { method: "POST", path: "/test/slow", tags: ["Test"] }, activity })
    .input(z.object({ n: z.number() }).strict())
    .output(z.object({ n: z.number() }))
    .mutation(async ({ input }) => {
      await slowGate;
      return input;
    }),
  flaky: authorized("credits.read")
    .meta({
      openapi: { method: "POST", path: "/test/flaky", tags: ["Test"] },
      successStatus: 201,
      activity,
    })
    .input(z.object({ n: z.number() }).strict())
    .output(z.object({ attempt: z.number() }))
    .mutation(() => {
      counters.flaky += 1;
      if (counters.flaky === 1) throw new Error("the database went away");
      return { attempt: counters.flaky };
    }),
  get: authorized("credits.read")
    .meta({ openapi: { method: "GET", path: "/test/widgets/{id}", tags: ["Test"] } })
    .input(z.object({ id: z.string(), verbose: z.coerce.boolean().optional() }).strict())
    .output(Widget)
    .query(() => {
      throw notFound("widget");
    }),
  remove: authorized("credits.read")
    .meta({
      openapi: { method: "DELETE", path: "/test/widgets/{id}", tags: ["Test"] },
      successStatus: 204,
      activity,
    })
    .input(z.object({ id: z.string() }).strict())
    .output(z.void())
    .mutation(() => undefined),
  boom: authorized("credits.read")
    .meta({ openapi: { method: "GET", path: "/test/boom", tags: ["Test"] } })
    .input(z.void())
    .output(z.object({ ok: z.boolean() }))
    .query(() => {
      throw new Error('relation "secret_table" does not exist at /srv/app/query.ts:12');
    }),
});
