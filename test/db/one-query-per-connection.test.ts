// On PostgreSQL no connection is handed a query while it is still running one: node-postgres
// would queue it itself, which it deprecates ("client.query() when the client is already
// executing a query", an error in pg 9). Prisma reads an include's relations side by side, and
// inside a transaction they share the transaction's one connection.
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/server/db";
import { findAgreement } from "~/server/services/agreements/find-agreement";
import { agreementCompany, createDraft } from "../agreements/helpers";

const postgres = Boolean(process.env.DATABASE_URL);

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

/** Every query sent to a connection that was still running another, by its SQL text. */
function watchOverlaps(): string[] {
  const overlaps: string[] = [];
  const running = new Map<pg.Client, number>();
  const query = Reflect.get(pg.Client.prototype, "query") as Query;
  const watched: Query = function (...args) {
    // The pool's own one-off queries pass a callback and hold their connection alone.
    if (typeof args.at(-1) === "function") return query.apply(this, args);
    const config = args[0] as string | { text: string };
    if (running.get(this)) overlaps.push(typeof config === "string" ? config : config.text);
    running.set(this, (running.get(this) ?? 0) + 1);
    const result = query.apply(this, args) as Promise<unknown>;
    const done = () => void running.set(this, (running.get(this) ?? 1) - 1);
    result.then(done, done);
    return result;
  };
  vi.spyOn(pg.Client.prototype, "query").mockImplementation(watched);
  return overlaps;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe.skipIf(!postgres)("one query at a time per connection", () => {
  it("reads an agreement with its hirer, vehicle and terms inside a transaction one query after another", async () => {
    const c = await agreementCompany();
    const draft = await createDraft(c);
    const overlaps = watchOverlaps();
    const loaded = await db.$transaction((tx) => findAgreement(tx, c.companyId, draft.id));
    expect(loaded).toMatchObject({
      id: draft.id,
      customer: { name: "Amelia Hirer" },
      vehicle: { vrm: "AA19AAA" },
      termsVersion: { version: 1 },
    });
    expect(overlaps).toEqual([]);
  });

  it("runs a transaction's reads started together (Promise.all) one after another on its connection", async () => {
    const c = await agreementCompany();
    const overlaps = watchOverlaps();
    const [company, customers, vehicles] = await db.$transaction((tx) =>
      Promise.all([
        tx.company.findUniqueOrThrow({ where: { id: c.companyId } }),
        tx.customer.count({ where: { companyId: c.companyId } }),
        tx.vehicle.count({ where: { companyId: c.companyId } }),
      ]),
    );
    expect([company.id, customers, vehicles]).toEqual([c.companyId, 1, 1]);
    expect(overlaps).toEqual([]);
  });
});
