// The hirer's self-inspection (contract section 8, "Hirer self-inspection", and section 11):
// POST /reports/{id}/hirer-link through /api/v1 (OpenAPI-checked, bad input, 409s, cross-tenant),
// the page in each state with its status, heading and headers, the page's routes taking only
// that report's things and refusing everything else unchanged, sending completing the report
// once (two tabs at once: one completion, one event), staff closing the link under the hirer,
// and the per-token rate limit.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as pageGet, POST as pagePost } from "~/app/inspect/[token]/route";
import { POST as damagePost } from "~/app/inspect/[token]/damage/route";
import { GET as photoGet } from "~/app/inspect/[token]/photos/[mediaId]/route";
import { POST as photosPost } from "~/app/inspect/[token]/photos/route";
import { POST as readingsPost } from "~/app/inspect/[token]/readings/route";
import { POST as sendPost } from "~/app/inspect/[token]/send/route";
import { db } from "~/server/db";
import { INSPECT_LINK_REQUESTS } from "~/server/http/pages/inspect-routes";
import { PEER_HEADER } from "~/server/net/client-ip";
import { INSPECT_LINK_REMOVED } from "~/server/services/hirer-inspection/inspect-emails";
import { call, json, problemOf } from "../api/http";
import {
  agreementCompany,
  expectHirerHeaders,
  h1Of,
  HIRER_HEADERS,
  PHONE_UA,
} from "../agreements/helpers";
import { companySnapshot, expectCrossTenantNotFound } from "../cross-tenant";
import { eventually } from "../eventually";
import { cameraJpeg } from "./helpers";

type Company = Awaited<ReturnType<typeof agreementCompany>>;
type Report = {
  id: string;
  status: string;
  performed_by: string;
  hirer_link_expires_at: string | null;
  hirer_sent_at: string | null;
  odometer: number | null;
  fuel_level: number | null;
  verdict: string | null;
  hirer_url?: string;
};

const ORIGIN = "http://localhost:3000";

/** A company with a hirer, and a two-angle template for cars (front, rear; odometer and fuel photos). */
async function hirerCompany(name?: string) {
  const c = await agreementCompany({ name });
  const template = await json<{ id: string }>(
    await call("POST", "/inspection-templates", {
      key: c.key,
      body: {
        name: "Key-safe check",
        body_types: ["car"],
        report_types: ["outbound", "inbound"],
        items: [{ area: "Interior" }],
        photo_angles: ["front", "rear"],
      },
    }),
  );
  return { ...c, templateId: template.id };
}

async function draftReport(
  c: Company & { templateId: string },
  extra: Record<string, unknown> = {},
) {
  const response = await call("POST", "/reports", {
    key: c.key,
    body: {
      vrm: c.vehicle.vrm,
      type: "outbound",
      customer_id: c.customer.id,
      template_id: c.templateId,
      ...extra,
    },
  });
  if (response.status !== 201) throw new Error(`create: ${await response.text()}`);
  return json<Report>(response);
}

async function sendLink(c: Company, id: string, body?: Record<string, unknown>) {
  const response = await call("POST", `/reports/${id}/hirer-link`, { key: c.key, body });
  if (response.status !== 200) throw new Error(`link: ${await response.text()}`);
  const report = await json<Report>(response);
  return { report, token: report.hirer_url!.split("/inspect/")[1]! };
}

const params = <P extends Record<string, string>>(p: P) => ({ params: Promise.resolve(p) });
const headers = () => new Headers({ [PEER_HEADER]: "198.51.100.7", "user-agent": PHONE_UA });

const openPage = (token: string) =>
  pageGet(new Request(`${ORIGIN}/inspect/${token}`, { headers: headers() }), params({ token }));

async function photoForm(fields: Record<string, string>, bytes?: Buffer) {
  const form = new FormData();
  const file = bytes ?? (await cameraJpeg());
  form.append("file", new Blob([new Uint8Array(file)], { type: "image/jpeg" }), "photo.jpg");
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

const post = (
  route: (req: Request, ctx: { params: Promise<{ token: string }> }) => Promise<Response>,
  token: string,
  path: string,
  body: FormData | Record<string, unknown>,
) => {
  const h = headers();
  if (!(body instanceof FormData)) h.set("content-type", "application/json");
  return route(
    new Request(`${ORIGIN}/inspect/${token}${path}`, {
      method: "POST",
      headers: h,
      body: body instanceof FormData ? body : JSON.stringify(body),
    }),
    params({ token }),
  );
};

const photo = async (token: string, fields: Record<string, string>, bytes?: Buffer) =>
  post(photosPost, token, "/photos", await photoForm({ source: "camera", ...fields }, bytes));
const damage = async (token: string, fields: Record<string, string>) =>
  post(damagePost, token, "/damage", await photoForm({ source: "camera", ...fields }));
const readings = (token: string, body: Record<string, unknown>) =>
  post(readingsPost, token, "/readings", body);
const send = (token: string, body: Record<string, unknown>) => post(sendPost, token, "/send", body);

const getReport = async (c: Company, id: string) =>
  json<Report>(await call("GET", `/reports/${id}`, { key: c.key }));

const completedEvents = (companyId: string) =>
  db.event.count({ where: { companyId, type: "report.completed" } });

/** Every photo and reading the template asks for, through the page. */
async function fillIn(token: string) {
  const steps: Record<string, string>[] = [
    { kind: "angle", angle: "front" },
    { kind: "angle", angle: "rear" },
    { kind: "odometer" },
    { kind: "fuel" },
  ];
  for (const fields of steps) expect((await photo(token, fields)).status).toBe(201);
}

describe("POST /reports/{id}/hirer-link", () => {
  it("makes a link shown once, emails it to the hirer, and each call replaces the last", async () => {
    const c = await hirerCompany();
    const draft = await draftReport(c);
    expect(draft).toMatchObject({
      performed_by: "staff",
      hirer_link_expires_at: null,
      hirer_sent_at: null,
    });
    const before = Date.now();
    const first = await sendLink(c, draft.id);
    expect(first.report.hirer_url).toMatch(/^http:\/\/localhost:3000\/inspect\/[A-Za-z0-9_-]{43}$/);
    const expires = Date.parse(first.report.hirer_link_expires_at!);
    expect(expires - before).toBeGreaterThanOrEqual(86_400_000 - 1000);
    expect(expires - before).toBeLessThan(86_400_000 + 5000);
    const read = await getReport(c, draft.id);
    expect(read.hirer_link_expires_at).toBe(first.report.hirer_link_expires_at);
    expect("hirer_url" in read).toBe(false);
    expect(JSON.stringify(read)).not.toContain(first.token);

    const mail = await eventually(
      () =>
        db.sentEmail.findFirst({ where: { companyId: c.companyId, to: "amelia@example.test" } }),
      { what: "the hirer's link email" },
    );
    expect(mail.subject).toContain("inspect the vehicle");
    expect(mail.text).toContain(INSPECT_LINK_REMOVED);
    expect(mail.text).not.toContain(first.token);

    const second = await sendLink(c, draft.id, { expires_in_seconds: 600 });
    expect(Date.parse(second.report.hirer_link_expires_at!) - Date.now()).toBeLessThan(601_000);
    expect(second.token).not.toBe(first.token);
    const replaced = await openPage(first.token);
    expect(replaced.status).toBe(404);
    expect(await h1Of(replaced)).toBe("This link is not valid");
    expect((await openPage(second.token)).status).toBe(200);
  });

  it("refuses bad input, non-drafts and reports without a hirer, changing nothing; another company's report is 404", async () => {
    const c = await hirerCompany();
    const other = await hirerCompany();
    const draft = await draftReport(c);
    const snapshot = await companySnapshot(c.companyId);
    const bad = await problemOf(
      await call("POST", `/reports/${draft.id}/hirer-link`, {
        key: c.key,
        body: { expires_in_seconds: 599, send_email: true },
      }),
      400,
    );
    expect(bad.errors!.map((e) => e.pointer).sort()).toEqual([
      "/expires_in_seconds",
      "/send_email",
    ]);
    for (const value of [604_801, 1.5, "86400"])
      expect(
        (
          await problemOf(
            await call("POST", `/reports/${draft.id}/hirer-link`, {
              key: c.key,
              body: { expires_in_seconds: value },
            }),
            400,
          )
        ).errors![0]!.pointer,
      ).toBe("/expires_in_seconds");
    expect(await companySnapshot(c.companyId)).toBe(snapshot);

    const noHirer = await draftReport(c, { customer_id: undefined });
    const refused = await problemOf(
      await call("POST", `/reports/${noHirer.id}/hirer-link`, { key: c.key }),
      409,
    );
    expect(refused.code).toBe("invalid_state");
    expect(refused.detail).toContain("hirer");
    await call("DELETE", `/reports/${draft.id}`, { key: c.key });
    const cancelled = await problemOf(
      await call("POST", `/reports/${draft.id}/hirer-link`, { key: c.key }),
      409,
    );
    expect(cancelled.detail).toContain("cancelled");

    const live = await draftReport(c);
    await expectCrossTenantNotFound({
      owner: c,
      intruder: other,
      id: live.id,
      endpoints: [
        { method: "GET", path: "/reports/{id}" },
        { method: "POST", path: "/reports/{id}/hirer-link", body: {} },
      ],
    });
  });
});

describe("the page /inspect/{token}", () => {
  it("walks the hirer through, resumes at the first step not done, lists what is missing, and sends once", async () => {
    const c = await hirerCompany("Kerb Hire");
    const draft = await draftReport(c);
    const { token } = await sendLink(c, draft.id);

    const page = await openPage(token);
    expect(page.status).toBe(200);
    expect(expectHirerHeaders(page)).toEqual(HIRER_HEADERS);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // The page's script sends to us alone; nothing else is fetched.
    expect(page.headers.get("content-security-policy")).toContain("connect-src 'self';");
    expect(await h1Of(page)).toBe("Inspect the vehicle");
    const html = await page.text();
    expect(html).toContain("Kerb Hire");
    expect(html).toContain("AA19 AAA");
    for (const words of [
      ">Front</label>",
      ">Rear</label>",
      ">Odometer photo</label>",
      ">Mileage</label>",
      ">Fuel gauge photo</label>",
      ">Fuel level (%)</label>",
      'aria-label="Vehicle diagram"',
      ">Type</label>",
      ">Missing part</option>",
      ">Damage photo</label>",
      "Add damage",
      "Send inspection",
      'capture="environment"',
    ])
      expect(html).toContain(words);
    expect(html).toContain('data-start="0"');

    const front = await photo(token, {
      kind: "angle",
      angle: "front",
      captured_at: new Date().toISOString(),
    });
    expect(front.status).toBe(201);
    expect(expectHirerHeaders(front)).toEqual(HIRER_HEADERS);
    const frontBody = await json<{ id: string; thumbnail_url: string }>(front);
    expect(frontBody.thumbnail_url).toBe(`/inspect/${token}/photos/${frontBody.id}`);
    const thumb = await photoGet(
      new Request(`${ORIGIN}${frontBody.thumbnail_url}`),
      params({ token, mediaId: frontBody.id }),
    );
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("content-type")).toBe("image/jpeg");
    expect(expectHirerHeaders(thumb)).toEqual(HIRER_HEADERS);
    // Reopened: the front is kept and the page opens at the rear.
    const again = await (await openPage(token)).text();
    expect(again).toContain('data-start="1"');
    expect(again).toContain(frontBody.thumbnail_url);

    // Sending with pieces missing sends nothing and names each, in the contract's words.
    const early = await send(token, { odometer: null, level: null });
    expect(early.status).toBe(400);
    expect((await json<{ missing: string[] }>(early)).missing).toEqual([
      "Take the Rear photo.",
      "Take the odometer photo.",
      "Enter the mileage.",
      "Take the fuel gauge photo.",
      "Enter the fuel level.",
    ]);
    expect((await getReport(c, draft.id)).status).toBe("draft");

    await fillIn(token);
    expect((await readings(token, { odometer: 12_345, level: null })).status).toBe(200);
    expect((await getReport(c, draft.id)).odometer).toBe(12_345);
    const added = await damage(token, { type: "dent", x: "0.2", y: "0.4" });
    expect(added.status).toBe(201);
    expect(await json(added)).toMatchObject({ type: "dent", where: "Nearside front door" });
    // Everything the template asks for but the fuel level: the page opens at the Fuel level step.
    expect(await (await openPage(token)).text()).toContain('data-start="3"');
    expect((await readings(token, { odometer: 12_345, level: 40 })).status).toBe(200);
    expect((await getReport(c, draft.id)).fuel_level).toBe(40);
    // Every step done (a damage added): the review.
    expect(await (await openPage(token)).text()).toContain('data-start="5"');

    const sent = await send(token, { odometer: 12_400, level: 60 });
    expect(sent.status).toBe(200);
    expect(await json(sent)).toEqual({ state: "sent", heading: "Inspection sent" });
    const report = await getReport(c, draft.id);
    expect(report).toMatchObject({
      status: "completed",
      performed_by: "hirer",
      odometer: 12_400,
      fuel_level: 60,
    });
    expect(report.hirer_sent_at).not.toBeNull();
    expect(await completedEvents(c.companyId)).toBe(1);
    const inspections = await json<{
      data: { area: string; damage: { zone: string; type: string } | null; media_count: number }[];
    }>(await call("GET", `/reports/${draft.id}/inspections`, { key: c.key }));
    expect(inspections.data.find((i) => i.area === "Reported by hirer")).toMatchObject({
      damage: { zone: "nearside_front_door", type: "dent" },
      media_count: 1,
    });
    const media = await json<{ data: { kind: string; source: string }[] }>(
      await call("GET", `/reports/${draft.id}/media`, { key: c.key }),
    );
    expect(media.data.map((m) => m.source)).toEqual(Array(6).fill("camera"));
    const staffMail = await eventually(
      () =>
        db.sentEmail.findFirst({
          where: { companyId: c.companyId, subject: { startsWith: "Inspected by the hirer" } },
        }),
      { what: "the Owners' email" },
    );
    expect(staffMail.text).toContain(draft.id);

    const done = await openPage(token);
    expect(done.status).toBe(200);
    expect(await h1Of(done)).toBe("Inspection sent");
    // Sent: a second send (another tab) changes nothing and answers the state.
    const twice = await send(token, { odometer: 1, level: 1 });
    expect(twice.status).toBe(200);
    expect(await json(twice)).toMatchObject({ state: "sent" });
    expect((await getReport(c, draft.id)).odometer).toBe(12_400);
    // Staff sign it off as usual; the page still says it was sent.
    const signed = await call("POST", `/reports/${draft.id}/sign-off`, {
      key: c.key,
      body: { signed_by_name: "Sam Inspector" },
    });
    expect(signed.status).toBe(200);
    expect(await h1Of(await openPage(token))).toBe("Inspection sent");
    // The PDF says who performed it and when the hirer sent it.
    const pdf = await call("GET", `/reports/${draft.id}/pdf`, { key: c.key });
    const text = execFileSync("pdftotext", ["-layout", "-", "-"], {
      input: Buffer.from(await pdf.arrayBuffer()),
    }).toString("utf8");
    expect(text).toMatch(/PERFORMED BY\s+SENT BY THE HIRER/);
    expect(text).toMatch(/The hirer, from their own link\s+\w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
  });

  it("answers each state with its status, heading and headers, and changes nothing on an expired, closed, altered or unknown link", async () => {
    const c = await hirerCompany();
    const expiring = await draftReport(c);
    const { token: expiredToken } = await sendLink(c, expiring.id);
    await db.report.update({
      where: { id: expiring.id },
      data: { hirerLinkExpiresAt: new Date(Date.now() - 1000) },
    });
    const closing = await draftReport(c);
    const { token: closedToken } = await sendLink(c, closing.id);
    await call("DELETE", `/reports/${closing.id}`, { key: c.key });
    const altered = `${expiredToken.slice(0, -1)}${expiredToken.endsWith("A") ? "B" : "A"}`;

    const cases: [string, number, string][] = [
      [expiredToken, 410, "This link has expired"],
      [closedToken, 410, "This inspection is closed"],
      [altered, 404, "This link is not valid"],
      ["not-a-token", 404, "This link is not valid"],
    ];
    // Each link's mail is stored by a job: the snapshot waits for both (CI once took it between).
    await eventually(
      async () =>
        (await db.sentEmail.count({ where: { companyId: c.companyId } })) === 2 ? true : null,
      { what: "the two links' mails" },
    );
    const snapshot = await companySnapshot(c.companyId);
    for (const [token, status, heading] of cases) {
      const page = await openPage(token);
      expect(page.status, heading).toBe(status);
      expect(await h1Of(page)).toBe(heading);
      expect(expectHirerHeaders(page)).toEqual(HIRER_HEADERS);
      for (const answer of [
        await photo(token, { kind: "angle", angle: "front" }),
        await damage(token, { type: "scratch", x: "0.5", y: "0.5" }),
        await readings(token, { odometer: 5, level: 5 }),
        await send(token, { odometer: 5, level: 5 }),
      ]) {
        expect(answer.status).toBe(status);
        expect(expectHirerHeaders(answer)).toEqual(HIRER_HEADERS);
        expect(await json(answer)).toMatchObject({ heading });
      }
    }
    expect(await companySnapshot(c.companyId)).toBe(snapshot);
    const notAllowed = await pagePost(
      new Request(`${ORIGIN}/inspect/${expiredToken}`, { method: "POST", headers: headers() }),
      params({ token: expiredToken }),
    );
    expect(notAllowed.status).toBe(405);
    expect(notAllowed.headers.get("allow")).toBe("GET");
    expect(await h1Of(notAllowed)).toBe("This link has expired");
  });

  it("takes only this report's things: bad fields, other kinds, other angles, non-images and other photos are refused", async () => {
    const c = await hirerCompany();
    const other = await hirerCompany();
    const draft = await draftReport(c);
    const { token } = await sendLink(c, draft.id);
    const theirs = await draftReport(other);
    const staffPhoto = await call("POST", `/reports/${theirs.id}/media`, {
      request: new Request(`${ORIGIN}/api/v1/reports/${theirs.id}/media`, {
        method: "POST",
        headers: { Authorization: `Bearer ${other.key}`, [PEER_HEADER]: "127.0.0.1" },
        body: await photoForm({ kind: "other" }),
      }),
    });
    const theirPhoto = await json<{ id: string }>(staffPhoto);
    const ownOther = await call("POST", `/reports/${draft.id}/media`, {
      request: new Request(`${ORIGIN}/api/v1/reports/${draft.id}/media`, {
        method: "POST",
        headers: { Authorization: `Bearer ${c.key}`, [PEER_HEADER]: "127.0.0.1" },
        body: await photoForm({ kind: "other" }),
      }),
    });
    const ownOtherPhoto = await json<{ id: string }>(ownOther);

    const snapshot = await companySnapshot(c.companyId);
    const refusals: [Response, number, string][] = [
      [await photo(token, { kind: "other" }), 400, "/kind"],
      [await photo(token, { kind: "angle", angle: "nearside" }), 400, "/angle"],
      [await photo(token, { kind: "odometer", angle: "front" }), 400, "/angle"],
      [await photo(token, { kind: "angle", angle: "front", caption_x: "1" }), 400, "/caption_x"],
      [
        await photo(token, { kind: "angle", angle: "front", captured_at: "2999-01-01T00:00:00Z" }),
        400,
        "/captured_at",
      ],
      [
        await photo(token, { kind: "angle", angle: "front" }, Buffer.from("not an image")),
        415,
        "/file",
      ],
      [await damage(token, { type: "graze", x: "1.5", y: "0.5" }), 400, "/type"],
      [await readings(token, { odometer: -1, level: 101, extra: 1 }), 400, "/odometer"],
    ];
    for (const [answer, status, pointer] of refusals) {
      expect(answer.status, pointer).toBe(status);
      const body = await json<{ errors: { pointer: string }[] }>(answer);
      expect(
        body.errors.map((e) => e.pointer),
        pointer,
      ).toContain(pointer);
    }
    for (const mediaId of [theirPhoto.id, ownOtherPhoto.id, "med_nope"]) {
      const answer = await photoGet(
        new Request(`${ORIGIN}/inspect/${token}/photos/${mediaId}`),
        params({ token, mediaId }),
      );
      expect(answer.status).toBe(404);
      expect(await h1Of(answer)).toBe("This link is not valid");
    }
    expect(await companySnapshot(c.companyId)).toBe(snapshot);
  });

  it("closes under the hirer when staff complete the report: the next upload answers closed and saves nothing", async () => {
    const c = await hirerCompany();
    const draft = await draftReport(c);
    const { token } = await sendLink(c, draft.id);
    expect((await photo(token, { kind: "angle", angle: "front" })).status).toBe(201);
    expect((await call("POST", `/reports/${draft.id}/complete`, { key: c.key })).status).toBe(200);
    const mediaBefore = await db.media.count({ where: { reportId: draft.id } });
    const late = await photo(token, { kind: "angle", angle: "rear" });
    expect(late.status).toBe(410);
    expect(await json(late)).toEqual({ state: "closed", heading: "This inspection is closed" });
    const lateDamage = await damage(token, { type: "chip", x: "0.5", y: "0.1" });
    expect(lateDamage.status).toBe(410);
    expect(await db.media.count({ where: { reportId: draft.id } })).toBe(mediaBefore);
    expect(
      await db.inspection.count({ where: { reportId: draft.id, area: "Reported by hirer" } }),
    ).toBe(0);
    expect(await h1Of(await openPage(token))).toBe("This inspection is closed");
    expect((await getReport(c, draft.id)).performed_by).toBe("staff");
  });

  it("sent from two tabs at once: one completion, one report.completed, both tabs told it was sent", async () => {
    const c = await hirerCompany();
    const draft = await draftReport(c, { type: "inbound" });
    const { token } = await sendLink(c, draft.id);
    await fillIn(token);
    const [a, b] = await Promise.all([
      send(token, { odometer: 100, level: 50 }),
      send(token, { odometer: 200, level: 70 }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await json(a)).toMatchObject({ state: "sent" });
    expect(await json(b)).toMatchObject({ state: "sent" });
    expect(await completedEvents(c.companyId)).toBe(1);
    const report = await getReport(c, draft.id);
    expect(report.status).toBe("completed");
    expect(report.verdict).toBe("pass");
    expect([100, 200]).toContain(report.odometer);
    expect(
      await db.activityLog.count({ where: { companyId: c.companyId, action: "report.completed" } }),
    ).toBe(1);
  });

  it("limits each token's requests", async () => {
    const token = randomBytes(32).toString("base64url");
    for (let i = 0; i < INSPECT_LINK_REQUESTS; i++)
      expect((await readings(token, { odometer: 1, level: 1 })).status).toBe(404);
    const limited = await readings(token, { odometer: 1, level: 1 });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(expectHirerHeaders(limited)).toEqual(HIRER_HEADERS);
    expect((await openPage(token)).status).toBe(429);
    // Another token is counted on its own.
    expect((await openPage(randomBytes(32).toString("base64url"))).status).toBe(404);
  });
});
