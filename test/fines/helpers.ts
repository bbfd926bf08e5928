// Fines test helpers: hires of one vehicle out over exact times (signed on the signing page,
// handed over and closed through the API, then given the times the test needs), and a fine's
// create body.
import { db } from "~/server/db";
import { call, json } from "../api/http";
import {
  agreementCompany,
  HIRE_WITHIN_MOT,
  sentAgreement,
  signForm,
  submitPage,
} from "../agreements/helpers";

export type FineBody = {
  id: string;
  status: string;
  match: string;
  agreement_id: string | null;
  customer_id: string | null;
  respond_by: string;
  [field: string]: unknown;
};

export const fineCompany = agreementCompany;
type Company = Awaited<ReturnType<typeof agreementCompany>>;

/** A hire of the company's vehicle signed by the hirer, handed over at `from` and closed at `to` (null: still out). */
export async function hireOver(c: Company, from: string, to: string | null): Promise<string> {
  const { id, token } = await sentAgreement(c, HIRE_WITHIN_MOT);
  await submitPage(token, signForm);
  const handover = await call("POST", `/agreements/${id}/handover`, { key: c.key });
  if (handover.status !== 200) throw new Error(`handover: ${await handover.text()}`);
  if (to) {
    const close = await call("POST", `/agreements/${id}/close`, { key: c.key });
    if (close.status !== 200) throw new Error(`close: ${await close.text()}`);
  }
  await db.agreement.update({
    where: { id },
    data: { handedOverAt: new Date(from), closedAt: to ? new Date(to) : null },
  });
  return id;
}

let references = 0;

export function fineBody(c: { vehicle: { vrm: string } }, extra: Record<string, unknown> = {}) {
  references += 1;
  return {
    kind: "parking",
    issuer: "Camden Council",
    reference: `CU${String(Date.now()).slice(-6)}${references}`,
    vrm: c.vehicle.vrm,
    contravention_at: "2026-07-07T12:00:00+01:00",
    notice_date: "2026-07-20",
    amount_pence: 13000,
    ...extra,
  };
}

export async function recordFine(
  c: { key: string; vehicle: { vrm: string } },
  extra: Record<string, unknown> = {},
): Promise<FineBody> {
  const response = await call("POST", "/fines", { key: c.key, body: fineBody(c, extra) });
  if (response.status !== 201) throw new Error(`fine: ${response.status} ${await response.text()}`);
  return json<FineBody>(response);
}
