// A company's data made through the public API of a running server (and the hirer's signing
// page), and read back whole: every object by GET, every photo and PDF by its SHA-256.
import { createHash } from "node:crypto";
import sharp from "sharp";
import { expect } from "vitest";
import { cameraJpeg } from "../reports/helpers";

type Json = Record<string, unknown>;
type Item = Json & { id: string };

export function apiOf(base: string, key: string) {
  const headers = { authorization: `Bearer ${key}` };
  const send = async (method: string, path: string, body: unknown, status: number) => {
    const response = await fetch(`${base}/api/v1${path}`, {
      method,
      headers:
        body instanceof FormData ? headers : { ...headers, "content-type": "application/json" },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status !== status)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Item;
  };
  return {
    get: (path: string) => send("GET", path, undefined, 200),
    post: (path: string, body: unknown = {}, status = 201) => send("POST", path, body, status),
    put: (path: string, body: unknown) => send("PUT", path, body, 200),
    del: (path: string) => send("DELETE", path, undefined, 200),
    bytes: async (path: string) => {
      const response = await fetch(`${base}/api/v1${path}`, { headers });
      if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}

const photo = (bytes: Buffer, fields: Record<string, string> = {}) => {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "photo.jpg");
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

async function signaturePng(): Promise<string> {
  const png = await sharp({
    create: { width: 60, height: 20, channels: 4, background: "#1a1a1a" },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** Signs on the hirer's page as a phone would; answers the page's status. */
async function signOnPage(base: string, signingUrl: string, signature: string): Promise<number> {
  const token = signingUrl.split("/sign/")[1]!;
  const response = await fetch(`${base}/sign/${token}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148",
    },
    body: new URLSearchParams({ full_name: "Amelia Hirer", consent: "yes", signature }),
  });
  await response.text();
  return response.status;
}

/**
 * A hirer with a licence check, reports with photos (one signed off with its PDF, one draft,
 * one cancelled), an agreement signed on the hirer's page and handed over, a webhook endpoint
 * with a delivery, a ticket with a comment, a pending purchase and a terms template.
 */
export async function makeCompanyData(base: string, key: string, receiverUrl: string) {
  const api = apiOf(base, key);
  const signature = await signaturePng();
  const vehicle = await api.post("/vehicles", { vrm: "AA19AAA" });
  const customer = await api.post("/customers", {
    name: "Amelia Hirer",
    email: "amelia@example.test",
    phone: "07700 900123",
    date_of_birth: "1990-04-01",
    licence_number: "MORGA753116SM9IJ",
    address: { line1: "1 High Street", city: "Leeds", postcode: "LS1 1AA" },
  });
  await api.post(`/customers/${customer.id}/licence-checks`, {
    share_code: "POINTS06",
    consent: true,
  });
  await api.post("/terms", { name: "Van hire terms", body: "The hirer keeps the van safe." });

  const outbound = await api.post("/reports", {
    vrm: "AA19AAA",
    type: "outbound",
    customer_id: customer.id,
    odometer: 42150,
  });
  await api.put(`/reports/${outbound.id}`, { fuel_level: 75, notes: "Clean inside." });
  const { data: checklist } = (await api.get(`/reports/${outbound.id}/inspections`)) as unknown as {
    data: Item[];
  };
  const damaged = checklist[0]!;
  await api.put(`/inspections/${damaged.id}`, {
    verdict: "advisory",
    notes: "Light scratch",
    damage: { zone: "front_bumper", type: "scratch", severity: "minor", x: 0.5, y: 0.1 },
  });
  await api.post(
    `/inspections/${damaged.id}/media`,
    photo(await cameraJpeg({ width: 160, height: 90 }), { caption: "Scratch" }),
  );
  await api.post(
    `/inspections/${damaged.id}/media`,
    photo(await cameraJpeg({ width: 120, height: 80, orientation: 6 })),
  );
  await api.post(
    `/inspections/${checklist[1]!.id}/media`,
    photo(await cameraJpeg({ width: 90, height: 60 }), { caption: "Tyre tread" }),
  );
  await api.post(`/reports/${outbound.id}/complete`, {}, 200);
  await api.post(
    `/reports/${outbound.id}/sign-off`,
    {
      signed_by_name: "Ian Inspector",
      signature_png: signature,
      customer_signed_name: "Amelia Hirer",
      customer_signature_png: signature,
    },
    200,
  );

  const draft = await api.post("/reports", { vrm: "AA19AAA", type: "general" });
  const { data: draftChecklist } = (await api.get(
    `/reports/${draft.id}/inspections`,
  )) as unknown as { data: Item[] };
  await api.post(
    `/inspections/${draftChecklist[0]!.id}/media`,
    photo(await cameraJpeg({ width: 100, height: 100 })),
  );
  const cancelled = await api.post("/reports", { vrm: "AA19AAA", type: "general" });
  await api.del(`/reports/${cancelled.id}`);

  const agreement = await api.post("/agreements", {
    customer_id: customer.id,
    vehicle_id: vehicle.id,
    starts_at: "2026-06-01T09:00:00Z",
    ends_at: "2026-06-04T09:00:00Z",
    daily_rate_pence: 4500,
    deposit_pence: 20000,
    reference: "BK-1042",
  });
  const sent = await api.post(`/agreements/${agreement.id}/send`, {}, 200);
  expect(await signOnPage(base, sent.signing_url as string, signature)).toBe(200);
  await api.post(
    `/agreements/${agreement.id}/handover`,
    { odometer: 42150, report_id: outbound.id },
    200,
  );
  await api.post("/agreements", {
    customer_id: customer.id,
    vehicle_id: vehicle.id,
    starts_at: "2027-03-01T09:00:00Z",
    ends_at: "2027-03-04T09:00:00Z",
    daily_rate_pence: 5000,
  });

  const endpoint = await api.post("/webhook-endpoints", {
    url: receiverUrl,
    events: ["*"],
    description: "Backup test",
  });
  await api.post(`/webhook-endpoints/${endpoint.id}/test`, { type: "agreement.signed" }, 200);
  const ticket = await api.post("/tickets", {
    subject: "Scratch on the bumper",
    body: "Seen at check-out.",
    report_id: outbound.id,
  });
  await api.post(`/tickets/${ticket.id}/comments`, { body: "Booked in for repair." });
  await api.post("/credits/purchases", { bundle_id: "bdl_10" });
}

export type Snapshot = { json: Record<string, unknown>; sha256: Record<string, string> };

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Everything the API shows of the key's company: each list, each object, each file's SHA-256. */
export async function readCompanyData(base: string, key: string): Promise<Snapshot> {
  const api = apiOf(base, key);
  const snapshot: Snapshot = { json: {}, sha256: {} };
  const get = async (path: string) => {
    const body = await api.get(path);
    snapshot.json[path] = body;
    return body;
  };
  const download = async (path: string) => {
    const hash = sha256(await api.bytes(path));
    snapshot.sha256[path] = hash;
    return hash;
  };
  /** Every item of a list, page by page (`paged`), each then read on its own when it has a path. */
  const each = async (list: string, itemPath?: (item: Item) => string, paged = true) => {
    const items: Item[] = [];
    let cursor: string | null = null;
    do {
      const query = paged ? `?limit=100${cursor ? `&cursor=${cursor}` : ""}` : "";
      const page = (await get(`${list}${query}`)) as unknown as {
        data: Item[];
        next_cursor: string | null;
      };
      items.push(...page.data);
      cursor = page.next_cursor;
    } while (cursor);
    if (itemPath) for (const item of items) await get(itemPath(item));
    return items;
  };

  await get("/credits");
  await get("/credits/bundles");
  await each("/credits/transactions", (t) => `/credits/transactions/${t.id}`);
  await each("/credits/purchases", (p) => `/credits/purchases/${p.id}`);
  await each("/vehicles", (v) => `/vehicles/${v.id}`);
  await each("/terms", (t) => `/terms/${t.id}`);
  await each("/events", (e) => `/events/${e.id}`);
  for (const customer of await each("/customers", (c) => `/customers/${c.id}`))
    await each(`/customers/${customer.id}/licence-checks`, (l) => `/licence-checks/${l.id}`);
  for (const report of await each("/reports", (r) => `/reports/${r.id}`)) {
    await get(`/reports/${report.id}/readiness`);
    await each(`/reports/${report.id}/inspections`, (i) => `/inspections/${i.id}`, false);
    const media = (await get(`/reports/${report.id}/media`)) as unknown as { data: Item[] };
    for (const item of media.data) {
      await download(`/media/${item.id}`);
      await download(`/media/${item.id}?variant=thumbnail`);
    }
    if (report.status === "signed_off")
      expect(await download(`/reports/${report.id}/pdf`)).toBe(report.pdf_sha256);
  }
  for (const agreement of await each("/agreements", (a) => `/agreements/${a.id}`))
    if (agreement.document_sha256)
      expect(await download(`/agreements/${agreement.id}/pdf`)).toBe(agreement.document_sha256);
  for (const endpoint of await each("/webhook-endpoints", (w) => `/webhook-endpoints/${w.id}`)) {
    await get(`/webhook-endpoints/${endpoint.id}/secret`);
    await each(`/webhook-endpoints/${endpoint.id}/deliveries`);
  }
  for (const ticket of await each("/tickets", (t) => `/tickets/${t.id}`))
    await get(`/tickets/${ticket.id}/comments`);
  return snapshot;
}
