// Agreements test helpers: a company with a hirer and a vehicle, a draft, a sent
// agreement with its live token, and the hirer's page called as Next.js would call it.
import { GET as signGet, POST as signPost } from "~/app/sign/[token]/route";
import { handleApi } from "~/server/http/rest/rest-handler";
import { GET as signPdfGet } from "~/app/sign/[token]/pdf/route";
import { db } from "~/server/db";
import { PEER_HEADER } from "~/server/net/client-ip";
import { newId } from "~/server/ids";
import { apiCompany, apiRequest, call, json } from "../api/http";

export const PHONE_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148";
// A 4x2 black-on-white PNG, a drawn signature as the page sends it.
export const SIGNATURE_DATA_URL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAYAAAB/qH1jAAAAEElEQVR4nGNgYGD4j4ZRBQB7pgf5fzpslgAAAABJRU5ErkJggg==";

export type Api = { companyId: string; key: string };

export async function agreementCompany(options: { name?: string } = {}) {
  const company = await apiCompany({ rateLimit: 10_000, name: options.name });
  const customer = await db.customer.create({
    data: {
      id: newId("customer"),
      companyId: company.companyId,
      name: "Amelia Hirer",
      email: "amelia@example.test",
      phone: "+447700900123",
    },
  });
  const vehicle = await json<{ id: string; vrm: string }>(
    await call("POST", "/vehicles", { key: company.key, body: { vrm: "AA19AAA" } }),
  );
  return { ...company, customer, vehicle };
}

/**
 * Dates of a hire that may be handed over without an override: the sandbox's AA19AAA has an MOT
 * valid beyond today, so a hire that started in the past meets no mot_expired warning (the
 * default dates, in March 2027, can fall after it).
 */
export const HIRE_WITHIN_MOT = {
  starts_at: "2026-06-01T09:00:00Z",
  ends_at: "2026-06-04T09:00:00Z",
};

export const draftBody = (
  c: { customer: { id: string }; vehicle: { id: string } },
  extra: Record<string, unknown> = {},
) => ({
  customer_id: c.customer.id,
  vehicle_id: c.vehicle.id,
  starts_at: "2027-03-01T09:00:00Z",
  ends_at: "2027-03-04T09:00:00Z",
  daily_rate_pence: 4500,
  deposit_pence: 20000,
  ...extra,
});

export async function createDraft(
  c: Api & { customer: { id: string }; vehicle: { id: string } },
  extra: Record<string, unknown> = {},
) {
  const response = await call("POST", "/agreements", { key: c.key, body: draftBody(c, extra) });
  if (response.status !== 201)
    throw new Error(`create: ${response.status} ${await response.text()}`);
  return json<Record<string, unknown> & { id: string; status: string }>(response);
}

export async function sendDraft(c: Api, id: string, body: Record<string, unknown> = {}) {
  const response = await call("POST", `/agreements/${id}/send`, { key: c.key, body });
  if (response.status !== 200) throw new Error(`send: ${response.status} ${await response.text()}`);
  const sent = await json<Record<string, unknown> & { signing_url: string }>(response);
  return { sent, token: sent.signing_url.split("/sign/")[1]! };
}

export async function sentAgreement(
  c: Awaited<ReturnType<typeof agreementCompany>>,
  extra: Record<string, unknown> = {},
) {
  const draft = await createDraft(c, extra);
  return { id: draft.id, ...(await sendDraft(c, draft.id)) };
}

const params = (token: string) => ({ params: Promise.resolve({ token }) });
const headers = (ip: string, ua: string, type?: string) => {
  const h = new Headers({ [PEER_HEADER]: ip, "user-agent": ua });
  if (type) h.set("content-type", type);
  return h;
};

export const openPage = (token: string, options: { ip?: string; ua?: string } = {}) =>
  signGet(
    new Request(`http://localhost:3000/sign/${token}`, {
      headers: headers(options.ip ?? "198.51.100.7", options.ua ?? PHONE_UA),
    }),
    params(token),
  );

export function submitPage(
  token: string,
  form: { full_name?: string; consent?: string; signature?: string },
  options: { ip?: string; ua?: string } = {},
) {
  const body = new URLSearchParams(
    Object.entries(form).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString();
  return signPost(
    new Request(`http://localhost:3000/sign/${token}`, {
      method: "POST",
      body,
      headers: headers(
        options.ip ?? "198.51.100.7",
        options.ua ?? PHONE_UA,
        "application/x-www-form-urlencoded",
      ),
    }),
    params(token),
  );
}

export const signForm = {
  full_name: "Amelia Hirer",
  consent: "yes",
  signature: SIGNATURE_DATA_URL,
};

export const hirerPdf = (token: string) =>
  signPdfGet(new Request(`http://localhost:3000/sign/${token}/pdf`), params(token));

/** The page's one h1. */
export async function h1Of(response: Response): Promise<string> {
  const text = await response.clone().text();
  const all = [...text.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((m) => m[1]);
  if (all.length !== 1) throw new Error(`Expected exactly one h1, found ${all.length}`);
  return all[0]!;
}

export function expectHirerHeaders(response: Response) {
  return {
    cache: response.headers.get("cache-control"),
    referrer: response.headers.get("referrer-policy"),
    robots: response.headers.get("x-robots-tag"),
  };
}

export const HIRER_HEADERS = {
  cache: "no-store",
  referrer: "no-referrer",
  robots: "noindex, nofollow",
};

/** GET /api/v1/agreements/{id}/pdf through its handler route. */
export const agreementPdf = (key: string, id: string) =>
  handleApi(apiRequest("GET", `/agreements/${id}/pdf`, { key }));
