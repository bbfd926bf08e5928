// A page on another site cannot use a staff member's cookie to change anything: state-changing
// requests to the cookie-authenticated paths must come from our own pages.
import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { apiCompany } from "./api-company";

const EVIL = "https://evil.example";

test("a cross-site tRPC mutation with the staff cookie is refused 403 and changes nothing", async () => {
  const { key, session } = await apiCompany();
  const switchOff = { data: { 0: { enabled: false } } };

  const forged: Record<string, string>[] = [
    { origin: EVIL },
    { "sec-fetch-site": "cross-site", origin: EVIL },
    { "sec-fetch-site": "same-site" },
  ];
  for (const headers of forged) {
    const refused = await session.post("/api/trpc/settings.apiAccess.setEnabled?batch=1", {
      ...switchOff,
      headers,
    });
    expect(refused.status(), JSON.stringify(headers)).toBe(403);
    expect(refused.headers()["content-type"]).toContain("application/problem+json");
    expect(((await refused.json()) as { detail: string }).detail).toContain("another website");
  }
  const logo = await session.post("/api/company/logo", {
    headers: { origin: EVIL },
    multipart: { logo: { name: "l.png", mimeType: "image/png", buffer: Buffer.from("x") } },
  });
  expect(logo.status()).toBe(403);

  // API access is still on: the key still answers.
  const credits = await session.get("/api/v1/credits", {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(credits.status()).toBe(200);

  // The same request from our own page goes through.
  const allowed = await session.post("/api/trpc/settings.apiAccess.setEnabled?batch=1", {
    ...switchOff,
    headers: { origin: baseURL, "sec-fetch-site": "same-origin" },
  });
  expect(allowed.status()).toBe(200);
  const off = await session.get("/api/v1/credits", { headers: { authorization: `Bearer ${key}` } });
  expect(off.status()).toBe(403);
});
