// The public API as curl sees it, against the real server: keys in both headers,
// problem+json for every error, rate-limit headers, 429 on the 61st request.
import { expect, test, type APIResponse } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { apiCompany } from "./api-company";

async function expectProblem(response: APIResponse, status: number, code: string) {
  expect(response.status(), await response.text()).toBe(status);
  expect(response.headers()["content-type"]).toContain("application/problem+json");
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({
    status,
    code,
    type: `${baseURL}/problems/${code}`,
    instance: expect.stringMatching(/^\/api\/v1/),
  });
  expect(body.request_id).toBe(response.headers()["x-request-id"]);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+|prisma|SELECT /i);
  return body;
}

test("openapi.json needs no key and names this server", async ({ request }) => {
  const response = await request.get("/api/v1/openapi.json");
  expect(response.status()).toBe(200);
  const doc = (await response.json()) as { openapi: string; servers: { url: string }[] };
  expect(doc.openapi).toMatch(/^3\./);
  expect(doc.servers[0]!.url).toBe(`${baseURL}/api/v1`);
});

test("a missing, wrong or regenerated key is 401 problem+json with WWW-Authenticate: Bearer", async ({
  request,
}) => {
  const { key, session, call } = await apiCompany();
  const attempts: Record<string, string>[] = [
    {},
    { Authorization: "Bearer kbs_notarealkeynotarealkeynotarealkey00" },
    { "X-API-Key": "nope" },
  ];
  for (const headers of attempts) {
    const response = await request.get("/api/v1/credits", { headers });
    await expectProblem(response, 401, "unauthenticated");
    expect(response.headers()["www-authenticate"]).toMatch(/^Bearer/);
  }
  // The UI's session cookie is not a key.
  await expectProblem(await session.get("/api/v1/credits"), 401, "unauthenticated");
  await call(session, "settings.apiAccess.regenerateKey");
  await expectProblem(
    await request.get("/api/v1/credits", { headers: { Authorization: `Bearer ${key}` } }),
    401,
    "unauthenticated",
  );
});

test("both key headers work and every answer carries the rate-limit headers", async ({
  request,
}) => {
  const { key } = await apiCompany();
  const both: Record<string, string>[] = [{ Authorization: `Bearer ${key}` }, { "X-API-Key": key }];
  for (const headers of both) {
    const response = await request.get("/api/v1/credits", { headers });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ balance: 10, report_cost: 1, reports_available: 10 });
    const h = response.headers();
    expect(h["ratelimit-policy"]).toBe('"default";q=60;w=60');
    expect(h["ratelimit"]).toMatch(/^"default";r=\d+;t=\d+$/);
    expect(h["ratelimit-limit"]).toBe("60");
    expect(Number(h["ratelimit-remaining"])).toBeLessThan(60);
    expect(Number(h["ratelimit-reset"])).toBeGreaterThan(0);
  }
});

test("errors are problem+json: 404, 405 with Allow, 400 with pointers and parameters, 415, and a disabled company's 403", async ({
  request,
}) => {
  const { key, session, call } = await apiCompany();
  const auth = { Authorization: `Bearer ${key}` };
  await expectProblem(
    await request.get("/api/v1/no-such-endpoint", { headers: auth }),
    404,
    "not_found",
  );
  await expectProblem(
    await request.get("/api/v1/vehicles/veh_01jd8x3m5kf3v9w2q7r4t6y8z0", { headers: auth }),
    404,
    "not_found",
  );
  const wrongVerb = await request.delete("/api/v1/credits", { headers: auth });
  await expectProblem(wrongVerb, 405, "method_not_allowed");
  expect(wrongVerb.headers()["allow"]).toBe("GET");

  const malformed = await request.post("/api/v1/vehicles", {
    headers: { ...auth, "Content-Type": "application/json" },
    data: '{"vrm": ',
  });
  await expectProblem(malformed, 400, "invalid_request");
  const invalid = await expectProblem(
    await request.post("/api/v1/vehicles", { headers: auth, data: { vrm: "!!", colour: "red" } }),
    400,
    "invalid_request",
  );
  expect(invalid.errors).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ pointer: "/vrm" }),
      { pointer: "/colour", detail: "is not a known field" },
    ]),
  );
  const query = await expectProblem(
    await request.get("/api/v1/credits/transactions?limit=abc", { headers: auth }),
    400,
    "invalid_request",
  );
  expect(query.errors).toEqual([expect.objectContaining({ parameter: "limit" })]);
  const text = await request.post("/api/v1/vehicles", {
    headers: { ...auth, "Content-Type": "text/plain" },
    data: "AB12CDE",
  });
  await expectProblem(text, 415, "unsupported_media_type");

  await call(session, "settings.apiAccess.setEnabled", { enabled: false });
  await expectProblem(
    await request.get("/api/v1/credits", { headers: auth }),
    403,
    "api_access_disabled",
  );
});

test("the 61st request in a minute is 429 with Retry-After, and the problem's type page explains it", async ({
  request,
}) => {
  const { key } = await apiCompany();
  const auth = { "X-API-Key": key };
  for (let i = 1; i <= 60; i++)
    expect((await request.get("/api/v1/credits", { headers: auth })).status()).toBe(200);
  const refused = await request.get("/api/v1/credits", { headers: auth });
  const problem = await expectProblem(refused, 429, "rate_limited");
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(refused.headers()["ratelimit-remaining"]).toBe("0");

  const page = await request.get(String(problem.type));
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain("Retry-After");
});
