// A hirer with a history, through the public API: a licence check with points, a signed
// agreement (the signing email, the typed name, the phone's address and user agent), its
// handover and return, a signed-off report with a photo naming them, and a ticket.
import { db } from "~/server/db";
import { call, json } from "../api/http";
import { eventually } from "../eventually";
import {
  agreementCompany,
  HIRE_WITHIN_MOT,
  sendDraft,
  signForm,
  submitPage,
} from "../agreements/helpers";
import { cameraJpeg, keyRequest, multipart } from "../reports/helpers";
import { whereStored } from "./where-stored";

// Hex digits as letters (0 -> A ... f -> P), for a licence number of this hirer's own.
const letters = (hex: string) =>
  [...hex].map((c) => String.fromCharCode(65 + parseInt(c, 16))).join("");

/**
 * Values found nowhere else in the database, so a search for them finds only this hirer. The
 * others carry the tag; the phone is one of Ofcom's 900 drama numbers (07700 900100 to 900999),
 * which other tests' hirers use too, so it is one no table holds yet.
 */
export async function personOf(tag: string) {
  let line = 100 + (parseInt(tag.slice(0, 6), 16) % 900);
  while ((await whereStored([`+447700900${line}`]))[`+447700900${line}`]!.length > 0)
    line = line === 999 ? 100 : line + 1;
  return {
    name: `Zebedee Quarrington ${tag}`,
    email: `zebedee.${tag}@example.test`,
    phone: `07700 900${line}`,
    storedPhone: `+447700900${line}`,
    date_of_birth: "1980-01-15",
    licence_number: `QUARR801159${letters(tag.slice(0, 2))}9${letters(tag.slice(2, 4))}`,
    address: { line1: `${tag} Quarrington Mews`, city: "Leeds", postcode: "LS1 4AP" },
    notes: `Prefers vans ${tag}`,
  };
}

export const SIGNED_AS = (tag: string) => `Zeb Q ${tag}`;
export const SIGNER_IP = "198.51.100.77";
export const SIGNER_UA = (tag: string) => `ZebPhone/${tag}`;

type Company = Awaited<ReturnType<typeof agreementCompany>>;

async function ok<T = Record<string, unknown>>(response: Response, status = 200): Promise<T> {
  if (response.status !== status)
    throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return json<T>(response);
}

/** Up to `until`: `signed` leaves the agreement signed (a live hire), `closed` returns the vehicle. */
export async function hirerWithHistory(tag: string, until: "signed" | "closed" = "closed") {
  const c: Company = await agreementCompany();
  const { key } = c;
  const person = await personOf(tag);
  const customer = await ok<{ id: string }>(
    await call("POST", "/customers", { key, body: { ...person, storedPhone: undefined } }),
    201,
  );
  const check = await ok<{ id: string }>(
    await call("POST", `/customers/${customer.id}/licence-checks`, {
      key,
      body: { share_code: "POINTS06", consent: true },
    }),
    201,
  );
  const draft = await ok<{ id: string }>(
    await call("POST", "/agreements", {
      key,
      body: {
        customer_id: customer.id,
        vehicle_id: c.vehicle.id,
        ...HIRE_WITHIN_MOT,
        daily_rate_pence: 4500,
        reference: `BK-${tag}`,
      },
    }),
    201,
  );
  const { token } = await sendDraft(c, draft.id);
  await submitPage(
    token,
    { ...signForm, full_name: SIGNED_AS(tag) },
    { ip: SIGNER_IP, ua: SIGNER_UA(tag) },
  );
  await eventually(
    () => db.sentEmail.findFirst({ where: { companyId: c.companyId, to: person.email } }),
    { what: "the signing email" },
  );
  const result = { ...c, customer, check, agreementId: draft.id, token, person };
  if (until === "signed") return { ...result, reportId: null, mediaId: null, ticketId: null };

  await ok(await call("POST", `/agreements/${draft.id}/handover`, { key, body: {} }));
  const report = await ok<{ id: string }>(
    await call("POST", "/reports", {
      key,
      body: {
        vrm: c.vehicle.vrm,
        type: "outbound",
        customer_id: customer.id,
        agreement_id: draft.id,
      },
    }),
    201,
  );
  const inspections = await ok<{ data: { id: string }[] }>(
    await call("GET", `/reports/${report.id}/inspections`, { key }),
  );
  const media = await ok<{ id: string }>(
    await call("POST", `/inspections/${inspections.data[0]!.id}/media`, {
      request: keyRequest("POST", `/inspections/${inspections.data[0]!.id}/media`, key, {
        body: multipart({ bytes: await cameraJpeg(), name: "door.jpg", type: "image/jpeg" }),
      }),
    }),
    201,
  );
  await ok(await call("POST", `/reports/${report.id}/complete`, { key, body: {} }));
  await ok(
    await call("POST", `/reports/${report.id}/sign-off`, {
      key,
      body: { signed_by_name: "Olive Owner", customer_signed_name: person.name },
    }),
  );
  await ok(await call("POST", `/agreements/${draft.id}/close`, { key, body: {} }));
  const ticket = await ok<{ id: string }>(
    await call("POST", "/tickets", {
      key,
      body: {
        subject: "Deposit question",
        body: "Call back about the deposit.",
        customer_id: customer.id,
      },
    }),
    201,
  );
  return { ...result, reportId: report.id, mediaId: media.id, ticketId: ticket.id };
}
