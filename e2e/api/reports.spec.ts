// The reports API over real HTTP against the production build: the spec's example,
// an idempotent retry, and a whole lifecycle with a photo upload and the signed PDF.
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from "@playwright/test";
import { createHash } from "node:crypto";
import sharp from "sharp";
import { apiCompany } from "./api-company";

/** A new company's fresh API key (signed up through the emailed link, API access on). */
async function companyKey(): Promise<string> {
  const { key, session } = await apiCompany();
  await session.dispose();
  return key;
}

const auth = (key: string) => ({ Authorization: `Bearer ${key}` });

test.describe("reports over HTTP", () => {
  let key: string;
  let api: APIRequestContext;

  test.beforeEach(async ({ playwright, baseURL }) => {
    key = await companyKey();
    api = await playwright.request.newContext({
      baseURL: `${baseURL}/api/v1/`,
      extraHTTPHeaders: auth(key),
    });
  });

  test.afterEach(async () => {
    await api?.dispose();
  });

  test("POST /reports answers the spec's example with 201", async () => {
    const response = await api.post("reports", { data: { vrm: "AB12CDE", type: "outbound" } });
    expect(response.status()).toBe(201);
    expect(response.headers()["content-type"]).toMatch(/^application\/json/);
    const body = (await response.json()) as Record<string, unknown> & {
      vehicle: Record<string, unknown>;
    };
    expect(body.id).toMatch(/^rep_[0-9a-z]{26}$/);
    expect(body).toMatchObject({ status: "draft", credits_charged: 1, type: "outbound" });
    expect(body.vehicle.id).toMatch(/^veh_[0-9a-z]{26}$/);
    expect(body.vehicle).toMatchObject({ vrm: "AB12CDE" });
    expect(typeof body.vehicle.make).toBe("string");
    expect(typeof body.vehicle.model).toBe("string");
    expect(body.vehicle.mot_valid_until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(((await (await api.get("credits")).json()) as { balance: number }).balance).toBe(9);
  });

  test("a retried POST /reports with the same Idempotency-Key is charged once", async () => {
    const headers = { "Idempotency-Key": `retry-${Date.now()}` };
    const first = await api.post("reports", { headers, data: { vrm: "AA19AAA", type: "inbound" } });
    const second = await api.post("reports", {
      headers,
      data: { vrm: "AA19AAA", type: "inbound" },
    });
    expect(first.status()).toBe(201);
    expect(second.status()).toBe(201);
    expect(second.headers()["idempotent-replayed"]).toBe("true");
    expect(await second.json()).toEqual(await first.json());
    expect(((await (await api.get("credits")).json()) as { balance: number }).balance).toBe(9);
  });

  test("a report goes from draft to a signed PDF: photo upload, completion, sign-off, download and share link", async ({
    baseURL,
  }) => {
    const report = (await (
      await api.post("reports", { data: { vrm: "AA19AAA", type: "outbound", odometer: 42150 } })
    ).json()) as { id: string };
    const inspections = (await (await api.get(`reports/${report.id}/inspections`)).json()) as {
      data: { id: string }[];
    };
    const inspection = inspections.data[0]!;

    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: "#3366cc" },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: "E2ECam" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const upload = await api.post(`inspections/${inspection.id}/media`, {
      multipart: {
        file: { name: "walkaround.jpg", mimeType: "image/jpeg", buffer: photo },
        caption: "Front",
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const media = (await upload.json()) as {
      id: string;
      url: string;
      width: number;
      height: number;
      thumbnail_url: string;
    };
    expect(media).toMatchObject({ width: 480, height: 640 });
    const bytes = await api.get(`media/${media.id}`);
    expect(bytes.headers()["cache-control"]).toBe("private, max-age=31536000, immutable");
    expect((await sharp(await bytes.body()).metadata()).exif).toBeUndefined();
    expect((await api.get(`media/${media.id}?variant=thumbnail`)).headers()["content-type"]).toBe(
      "image/jpeg",
    );
    const text = await api.post(`inspections/${inspection.id}/media`, {
      multipart: { file: { name: "x.jpg", mimeType: "image/jpeg", buffer: Buffer.from("hello") } },
    });
    expect(text.status()).toBe(415);

    const early = await api.get(`reports/${report.id}/pdf`);
    expect(early.status()).toBe(409);
    expect(((await early.json()) as { code: string }).code).toBe("invalid_state");

    expect((await api.post(`reports/${report.id}/complete`)).status()).toBe(200);
    const signed = await api.post(`reports/${report.id}/sign-off`, {
      data: { signed_by_name: "Sam Inspector" },
    });
    expect(signed.status(), await signed.text()).toBe(200);
    const { pdf_sha256 } = (await signed.json()) as { pdf_sha256: string };

    const pdf = await api.get(`reports/${report.id}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const pdfBytes = await pdf.body();
    expect(createHash("sha256").update(pdfBytes).digest("hex")).toBe(pdf_sha256);

    const link = (await (await api.post(`reports/${report.id}/share-link`)).json()) as {
      url: string;
    };
    const anonymous = await playwrightRequest.newContext();
    const shared = await anonymous.get(new URL(new URL(link.url).pathname, baseURL).toString());
    expect(shared.status()).toBe(200);
    expect(
      createHash("sha256")
        .update(await shared.body())
        .digest("hex"),
    ).toBe(pdf_sha256);
    await anonymous.dispose();
  });

  test("another company's report is not found", async () => {
    const report = (await (
      await api.post("reports", { data: { vrm: "AA19AAA", type: "general" } })
    ).json()) as { id: string };
    const otherKey = await companyKey();
    const response = await api.get(`reports/${report.id}`, { headers: auth(otherKey) });
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toMatch(/^application\/problem\+json/);
    expect((await api.get(`reports/${report.id}/pdf`, { headers: auth(otherKey) })).status()).toBe(
      404,
    );
  });
});
