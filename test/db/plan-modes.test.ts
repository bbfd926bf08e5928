// On PostgreSQL a statement is planned where its plan can depend on its values: the main pool
// plans each run afresh (a list's best plan depends on the company's size), while the keyed
// pool plans once per connection the statements that find rows by unique keys. A report's
// create, the API's busiest write, reads its facts and writes its group on the keyed pool.
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { database } from "~/server/db";
import { apiKeyCaller, createCompany } from "../factories";

const postgres = Boolean(process.env.DATABASE_URL);

/** For each marker, the connections that ran a statement whose text contains it. */
function connectionsRunning(...markers: string[]): Set<pg.Client>[] {
  const found = markers.map(() => new Set<pg.Client>());
  const query = Reflect.get(pg.Client.prototype, "query") as (...args: unknown[]) => unknown;
  vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const config = args[0] as string | { text?: string } | undefined;
    const text = typeof config === "string" ? config : (config?.text ?? "");
    markers.forEach((marker, i) => {
      if (text.includes(marker)) found[i]!.add(this);
    });
    return query.apply(this, args);
  });
  return found;
}

async function planMode(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ plan_cache_mode: string }>("SHOW plan_cache_mode");
  return rows[0]!.plan_cache_mode;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe.skipIf(!postgres)("where statements are planned", () => {
  it("plans with its values on the main pool, once per connection on the keyed pool", async () => {
    const [main] = await database().prisma.$queryRaw<{ mode: string }[]>`
      SELECT current_setting('plan_cache_mode') AS "mode"`;
    const [keyed] = await database().keyed.$queryRaw<{ mode: string }[]>`
      SELECT current_setting('plan_cache_mode') AS "mode"`;
    expect(main?.mode).toBe("force_custom_plan");
    expect(keyed?.mode).toBe("force_generic_plan");
  });

  it("reads a report's facts, and writes a fleet vehicle's reports, on connections that plan them once", async () => {
    const { companyId } = await createCompany({ credits: 10 });
    const api = apiKeyCaller(companyId);
    // The first create adds the vehicle (its own transaction); the next ones are grouped.
    await api.reports.create({ vrm: "AB12CDE", type: "outbound" });
    const [facts = new Set(), groups = new Set()] = connectionsRunning(
      `c."creditBalance" AS "balance"`,
      `INSERT INTO "Report"`,
    );
    for (let i = 0; i < 3; i++) await api.reports.create({ vrm: "AB12CDE", type: "outbound" });
    vi.restoreAllMocks();

    expect(facts.size).toBeGreaterThan(0);
    expect(groups.size).toBeGreaterThan(0);
    for (const client of [...facts, ...groups])
      expect(await planMode(client)).toBe("force_generic_plan");
    // Prepared once per connection, and run with its generic plan from then on.
    const plans = await Promise.all(
      [...facts].map(async (client) => {
        const { rows } = await client.query<{ generic: string; custom: string }>(
          `SELECT coalesce(sum(generic_plans), 0)::text AS generic, coalesce(sum(custom_plans), 0)::text AS custom
           FROM pg_prepared_statements WHERE statement LIKE '%"creditBalance" AS "balance"%'`,
        );
        return rows[0]!;
      }),
    );
    expect(plans.reduce((sum, p) => sum + Number(p.generic), 0)).toBeGreaterThanOrEqual(3);
    expect(plans.reduce((sum, p) => sum + Number(p.custom), 0)).toBe(0);
  });
});
