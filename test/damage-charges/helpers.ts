// Damage charge test helpers: a hire with a check-out and a check-in through the API, and the
// hirer's page called as Next.js would call it.
import { GET as chargeGet, POST as chargePost } from "~/app/charges/[token]/route";
import { PEER_HEADER } from "~/server/net/client-ip";
import { call, json } from "../api/http";
import { type agreementCompany, createDraft, PHONE_UA } from "../agreements/helpers";

type Company = Awaited<ReturnType<typeof agreementCompany>>;
type DamageBody = {
  zone: string;
  type: string;
  severity: string;
  size_mm?: number | null;
  change?: string;
};

async function ok<T = Record<string, unknown>>(response: Response, status = 200): Promise<T> {
  if (response.status !== status)
    throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return json<T>(response);
}

/** A completed report of `type` on the agreement, with `damage` on its first checklist items. */
export async function completedReport(
  c: Company,
  agreementId: string,
  type: "outbound" | "inbound",
  damage: DamageBody[],
) {
  const report = await ok<{ id: string }>(
    await call("POST", "/reports", {
      key: c.key,
      body: { vrm: c.vehicle.vrm, type, agreement_id: agreementId, odometer: 1000 },
    }),
    201,
  );
  const list = await ok<{ data: { id: string }[] }>(
    await call("GET", `/reports/${report.id}/inspections`, { key: c.key }),
  );
  for (const [index, d] of damage.entries())
    await ok(
      await call("PUT", `/inspections/${list.data[index]!.id}`, {
        key: c.key,
        body: { damage: d, verdict: "advisory" },
      }),
    );
  await ok(await call("POST", `/reports/${report.id}/complete`, { key: c.key }));
  return report.id;
}

/** A hire whose check-in found a worse 40 mm scratch, a new 20 mm scratch and a new 60 mm dent. */
export async function hireWithDamage(c: Company, extra: DamageBody[] = []) {
  const agreement = await createDraft(c);
  await completedReport(c, agreement.id, "outbound", [
    { zone: "nearside_front_door", type: "scratch", severity: "minor", size_mm: 10 },
  ]);
  const inbound = await completedReport(c, agreement.id, "inbound", [
    { zone: "nearside_front_door", type: "scratch", severity: "moderate", size_mm: 40 },
    { zone: "offside_rear_door", type: "scratch", severity: "minor", size_mm: 20 },
    { zone: "offside_front_door", type: "dent", severity: "moderate", size_mm: 60 },
    ...extra,
  ]);
  return { agreementId: agreement.id, reportId: inbound };
}

export type Charge = {
  id: string;
  status: string;
  total_pence: number;
  lines: {
    id: string;
    area: string;
    zone: string;
    type: string;
    size_mm: number | null;
    change: string;
    wear_and_tear: boolean | null;
    included: boolean;
    amount_pence: number;
  }[];
  response: { decision: string; comment: string | null } | null;
  viewed_at: string | null;
  respond_by: string | null;
  hirer_url?: string;
};

export const createCharge = async (c: Company, reportId: string) =>
  ok<Charge>(
    await call("POST", "/damage-charges", { key: c.key, body: { report_id: reportId } }),
    201,
  );

export const sendCharge = async (c: Company, id: string) => {
  const sent = await ok<Charge>(await call("POST", `/damage-charges/${id}/send`, { key: c.key }));
  return { sent, token: sent.hirer_url!.split("/charges/")[1]! };
};

const params = (token: string) => ({ params: Promise.resolve({ token }) });
const headers = (type?: string) => {
  const h = new Headers({ [PEER_HEADER]: "198.51.100.7", "user-agent": PHONE_UA });
  if (type) h.set("content-type", type);
  return h;
};

export const openChargePage = (token: string) =>
  chargeGet(
    new Request(`http://localhost:3000/charges/${token}`, { headers: headers() }),
    params(token),
  );

export const answerChargePage = (token: string, form: Record<string, string>) =>
  chargePost(
    new Request(`http://localhost:3000/charges/${token}`, {
      method: "POST",
      body: new URLSearchParams(form).toString(),
      headers: headers("application/x-www-form-urlencoded"),
    }),
    params(token),
  );
