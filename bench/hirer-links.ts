// Links to the hirer's pages of the demo company, made through the public API as an integrator
// would, for the Lighthouse bench: a self-inspection link of a new check-out report, and a sent
// damage charge for a check-in of the demo's hire out (BK-1001) with a 60 mm dent on it.
import sharp from "sharp";

type Api = <T>(method: string, path: string, body?: unknown) => Promise<T>;

function client(base: string, key: string): { api: Api; upload: Api } {
  const call = async <T>(method: string, path: string, body?: BodyInit, json = true) => {
    const response = await fetch(`${base}/api/v1${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${key}`,
        ...(json && body !== undefined ? { "Content-Type": "application/json" } : {}),
        ...(method === "POST" ? { "Idempotency-Key": crypto.randomUUID() } : {}),
      },
      body,
    });
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    api: (method, path, body) =>
      call(method, path, body === undefined ? undefined : JSON.stringify(body)),
    upload: (method, path, body) => call(method, path, body as FormData, false),
  };
}

const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#64748b" } })
    .jpeg({ quality: 80 })
    .toBuffer();

function form(bytes: Buffer, fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "photo.jpg");
  return data;
}

type List<T> = { data: T[] };

/** `{origin}/inspect/{token}` of a new check-out report for the demo's first hirer. */
export async function inspectionLink(base: string, key: string): Promise<string> {
  const { api } = client(base, key);
  const hirers = await api<List<{ id: string }>>("GET", "/customers?limit=1");
  const report = await api<{ id: string }>("POST", "/reports", {
    vrm: "AA19AAA",
    type: "outbound",
    customer_id: hirers.data[0]!.id,
  });
  const link = await api<{ hirer_url: string }>("POST", `/reports/${report.id}/hirer-link`, {});
  return link.hirer_url;
}

/** `{origin}/charges/{token}` of a sent charge for a dent found at the demo hire's check-in. */
export async function damageChargeLink(base: string, key: string): Promise<string> {
  const { api, upload } = client(base, key);
  const out = await api<List<{ id: string; vehicle: { vrm: string } }>>(
    "GET",
    "/agreements?status=out",
  );
  const agreement = out.data[0]!;
  const report = await api<{
    id: string;
    template: { id: string } | null;
    accessories: { name: string }[];
  }>("POST", "/reports", {
    vrm: agreement.vehicle.vrm,
    type: "inbound",
    agreement_id: agreement.id,
  });
  await api("PUT", `/reports/${report.id}`, {
    odometer: 42150,
    fuel_level: 75,
    charge_level: 80,
    accessories: report.accessories.map(({ name }) => ({ name, present: true })),
  });
  // The photos of the whole vehicle its template asks for.
  const rules = report.template
    ? await api<{
        photo_angles: string[];
        odometer_photo_required: boolean;
        fuel_photo_required: boolean;
      }>("GET", `/inspection-templates/${report.template.id}`)
    : { photo_angles: [], odometer_photo_required: false, fuel_photo_required: false };
  const bytes = await photo();
  const shots = [
    ...rules.photo_angles.map((angle) => ({ kind: "angle", angle })),
    ...(rules.odometer_photo_required ? [{ kind: "odometer" }] : []),
    ...(rules.fuel_photo_required ? [{ kind: "fuel" }] : []),
  ];
  for (const shot of shots) await upload("POST", `/reports/${report.id}/media`, form(bytes, shot));
  const items = await api<List<{ id: string }>>("GET", `/reports/${report.id}/inspections`);
  for (const [i, item] of items.data.entries())
    await api(
      "PUT",
      `/inspections/${item.id}`,
      i === 0
        ? {
            verdict: "advisory",
            damage: { zone: "front_bumper", type: "dent", severity: "moderate", size_mm: 60 },
          }
        : { verdict: "pass" },
    );
  await upload("POST", `/inspections/${items.data[0]!.id}/media`, form(bytes, {}));
  await api("POST", `/reports/${report.id}/complete`, {});
  const charge = await api<{ id: string }>("POST", "/damage-charges", { report_id: report.id });
  const sent = await api<{ hirer_url: string }>("POST", `/damage-charges/${charge.id}/send`, {});
  return sent.hirer_url;
}
