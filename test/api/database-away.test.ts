// When the database cannot be reached, an API request answers 503
// service_unavailable with Retry-After, not a 500, and shows nothing internal.
// The unreachable database is a real PostgreSQL client pointed at a closed port.
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, describe, expect, it } from "vitest";
import { PrismaClient } from "~/server/db/generated/client";
import { apiRoute } from "~/server/http/rest/api-route";
import { captureLog } from "../log-capture";
import { apiCompany, apiRequest, problemOf } from "./http";

const away = new PrismaClient({
  adapter: new PrismaPg({ connectionString: "postgresql://postgres@127.0.0.1:1/kerbside" }),
});
afterAll(() => away.$disconnect());

const route = apiRoute(async () => Response.json({ companies: await away.company.count() }));

describe("the database is away", () => {
  it("answers 503 service_unavailable with Retry-After, logging nothing as a bug", async () => {
    const { key } = await apiCompany();
    const log = captureLog();
    const response = await route(apiRequest("GET", "/anything", { key }), {});
    const problem = await problemOf(response, 503);
    expect(problem.code).toBe("service_unavailable");
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(JSON.stringify(problem)).not.toMatch(/P1001|127\.0\.0\.1|prisma|DatabaseNotReachable/i);
    log.restore();
    expect(log.errors()).toEqual([]);
  });
});
