// The cross-tenant check every feature reuses: for each endpoint, another company's
// id must answer 404 problem+json `not_found` (the same as an id that never existed)
// and change nothing in either company's data.
//
//   await expectCrossTenantNotFound({
//     owner, intruder,            // from apiCompany({ rateLimit: 10_000 }) in test/api/http.ts
//     id: reportId,               // an object of `owner`
//     endpoints: [
//       { method: "GET", path: "/reports/{id}" },
//       { method: "PUT", path: "/reports/{id}", body: { notes: "x" } },
//       { method: "POST", path: "/reports/{id}/complete" },
//       { method: "GET", path: "/reports/{id}/pdf" },                   // handler routes too (FormData bodies for uploads)
//     ],
//   });
//
// A GET endpoint is first called as the owner and must not be 404, so the check can
// never pass because the path or the id was wrong.
import { expect } from "vitest";
import { db } from "~/server/db";
import { Prisma } from "~/server/db/generated/client";
import { apiRequest, call } from "./api/http";

// A route of a test's own (an `apiRoute`): the helper passes `{ id, ...params(id) }`.
export type RouteFunction = (req: Request, params: { id: string }) => Promise<Response>;

export type CrossTenantEndpoint = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Relative to /api/v1, with `{id}` where the owner's id goes. */
  path: string;
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  /** A test's own route instead of the API's (which serves every path of /api/v1). */
  route?: RouteFunction;
  /** Route params besides `id`, for such a route. */
  params?: (id: string) => Record<string, string>;
};

type Company = { companyId: string; key: string };

const modelNames = Object.values(Prisma.ModelName) as string[];
// Fields that legitimately move on their own (last-used stamp, the outbox dispatcher), not data.
const VOLATILE = new Set(["lastUsedAt", "updatedAt", "dispatchedAt"]);
// The request log records every request, refused ones too, written in batches a moment later:
// it is a log of what was asked, not the company's data.
const LOGS = new Set(["RequestLog"]);

function hasCompanyId(model: string): boolean {
  const fields = (Prisma as unknown as Record<string, Record<string, string> | undefined>)[
    `${model}ScalarFieldEnum`
  ];
  return fields !== undefined && "companyId" in fields;
}

type Delegate = {
  findMany: (args: { where: Record<string, string> }) => Promise<Record<string, unknown>[]>;
};

/** Every row of the company's data in every table, sorted, volatile fields left out. */
export async function companySnapshot(companyId: string): Promise<string> {
  const parts: Record<string, string[]> = {};
  for (const model of modelNames) {
    const isCompany = model === "Company";
    if ((!isCompany && !hasCompanyId(model)) || LOGS.has(model)) continue;
    const delegate = (db as unknown as Record<string, Delegate>)[
      model.charAt(0).toLowerCase() + model.slice(1)
    ]!;
    const rows = await delegate.findMany({ where: isCompany ? { id: companyId } : { companyId } });
    parts[model] = rows
      .map((row) =>
        JSON.stringify(
          Object.fromEntries(Object.entries(row).filter(([k]) => !VOLATILE.has(k))),
          (_k, v: unknown) => (typeof v === "bigint" ? String(v) : v),
        ),
      )
      .sort();
  }
  return JSON.stringify(parts);
}

async function send(endpoint: CrossTenantEndpoint, id: string, key: string): Promise<Response> {
  const path = endpoint.path.replaceAll("{id}", encodeURIComponent(id));
  const isForm = endpoint.body instanceof FormData;
  const req = isForm
    ? new Request(apiRequest(endpoint.method, path, { key }), {
        body: endpoint.body as FormData,
        method: endpoint.method,
      })
    : apiRequest(endpoint.method, path, { key, body: endpoint.body });
  if (!endpoint.route) return call(endpoint.method, path, { request: req });
  return endpoint.route(req, { id, ...endpoint.params?.(id) });
}

export async function expectCrossTenantNotFound(options: {
  owner: Company;
  intruder: Company;
  id: string;
  endpoints: CrossTenantEndpoint[];
}) {
  const { owner, intruder, id, endpoints } = options;
  for (const endpoint of endpoints.filter((e) => e.method === "GET")) {
    const own = await send(endpoint, id, owner.key);
    expect(
      own.status,
      `${endpoint.method} ${endpoint.path} as the owner should find ${id}`,
    ).not.toBe(404);
  }
  const before = [
    await companySnapshot(owner.companyId),
    await companySnapshot(intruder.companyId),
  ];
  for (const endpoint of endpoints) {
    const response = await send(endpoint, id, intruder.key);
    const label = `${endpoint.method} ${endpoint.path} with another company's id`;
    expect(response.status, label).toBe(404);
    expect(response.headers.get("content-type"), label).toMatch(/^application\/problem\+json/);
    expect(await response.json(), label).toMatchObject({ status: 404, code: "not_found" });
  }
  const after = [await companySnapshot(owner.companyId), await companySnapshot(intruder.companyId)];
  expect(after[0], "the owner's data must not change").toBe(before[0]);
  expect(after[1], "the other company's data must not change").toBe(before[1]);
}
