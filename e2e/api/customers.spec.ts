// The spec's typical integration starts here: "create a hirer record", then check the
// driver's licence, over real HTTP against the production build, as curl would.
import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { apiCompany } from "./api-company";

test("an integrator creates a hirer, checks their licence, and finds both again", async ({
  playwright,
}) => {
  const { key, session } = await apiCompany();
  const api = await playwright.request.newContext({
    baseURL: `${baseURL}/api/v1/`,
    extraHTTPHeaders: { "X-API-Key": key },
  });

  const created = await api.post("customers", {
    data: {
      name: "Amelia Hirer",
      email: "Amelia@Example.com",
      phone: "07700 900123",
      licence_number: "MORGA753116SM9IJ",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  expect(created.headers()["content-type"]).toMatch(/^application\/json/);
  const hirer = (await created.json()) as { id: string; phone: string; email: string };
  expect(hirer).toMatchObject({
    phone: "+447700900123",
    email: "amelia@example.com",
    licence_check: null,
  });

  const check = await api.post(`customers/${hirer.id}/licence-checks`, {
    data: { share_code: "POINTS06", consent: true },
    headers: { "Idempotency-Key": "check-1" },
  });
  expect(check.status(), await check.text()).toBe(201);
  expect(await check.json()).toMatchObject({
    outcome: "points",
    flagged: true,
    penalty_points: 6,
    checked_by: "api",
  });
  const replay = await api.post(`customers/${hirer.id}/licence-checks`, {
    data: { share_code: "POINTS06", consent: true },
    headers: { "Idempotency-Key": "check-1" },
  });
  expect(replay.headers()["idempotent-replayed"]).toBe("true");

  const found = await api.get("customers?q=amelia");
  expect(await found.json()).toMatchObject({
    data: [{ id: hirer.id, licence_check: { outcome: "points", flagged: true } }],
    has_more: false,
  });
  const history = (await (await api.get(`customers/${hirer.id}/licence-checks`)).json()) as {
    data: unknown[];
  };
  expect(history.data).toHaveLength(1);

  const refused = await api.post(`customers/${hirer.id}/licence-checks`, {
    data: { share_code: "INVALID0", consent: true },
  });
  expect(refused.status()).toBe(422);
  expect(refused.headers()["content-type"]).toMatch(/^application\/problem\+json/);
  expect(await refused.json()).toMatchObject({ code: "share_code_invalid", status: 422 });

  const bad = await api.post("customers", { data: { name: "", phone: "12" } });
  expect(bad.status()).toBe(400);
  expect(
    ((await bad.json()) as { errors: { pointer: string }[] }).errors.map((e) => e.pointer).sort(),
  ).toEqual(["/name", "/phone"]);
  await api.dispose();
  await session.dispose();
});
