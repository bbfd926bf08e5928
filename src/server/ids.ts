// Prefixed, time-sortable ids ("rep_01j..."): TypeID, a UUIDv7 in lowercase base32.
import { typeid, TypeID } from "typeid-js";

export const ID_PREFIXES = {
  company: "co",
  user: "usr",
  invitation: "inv",
  report: "rep",
  inspection: "ins",
  media: "med",
  vehicle: "veh",
  customer: "cus",
  licenceCheck: "lck",
  agreement: "agr",
  ticket: "tkt",
  ticketComment: "cmt",
  creditTransaction: "txn",
  creditPurchase: "pur",
  terms: "trm",
  event: "evt",
  webhookEndpoint: "we",
  webhookDelivery: "wda",
  email: "eml",
  request: "req",
  agreementAudit: "aud",
  termsVersion: "trv",
  inspectionTemplate: "itp",
  passwordReset: "pwr",
  signUpRequest: "sur",
  userSession: "ses",
  recoveryCode: "rcv",
  activity: "act",
  apiKey: "key",
  fine: "fin",
  damageCharge: "dmc",
  damageChargeLine: "dml",
  damageChargeStep: "dcs",
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

export function newId(kind: IdKind): string {
  return typeid(ID_PREFIXES[kind]).toString();
}

/** The id of `kind` whose leading 48 bits are `time` in milliseconds (kept to that range) and whose other 80 are `rest`. */
function idAt(kind: IdKind, time: Date, rest: Uint8Array): string {
  const bytes = new Uint8Array(16);
  bytes.set(rest, 6);
  let ms = Math.min(Math.max(time.getTime(), 0), 2 ** 48 - 1);
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  return TypeID.fromUUIDBytes(ID_PREFIXES[kind], bytes).toString();
}

/**
 * The first or the last id of `kind` that can be made at `time`: every id made in that
 * millisecond sorts between the two, and ids made earlier or later sort outside them (a
 * TypeID's text sorts as its bits do).
 */
export function idBound(kind: IdKind, time: Date, end: "first" | "last"): string {
  return idAt(kind, time, new Uint8Array(10).fill(end === "first" ? 0x00 : 0xff));
}

/** A new id of `kind` as one made at `time` would be (a UUIDv7 with that time): for rows written as of another time, in tests and the benchmarks' data. */
export function idMadeAt(kind: IdKind, time: Date): string {
  const rest = crypto.getRandomValues(new Uint8Array(10));
  rest[0] = (rest[0]! & 0x0f) | 0x70; // version 7
  rest[2] = (rest[2]! & 0x3f) | 0x80; // RFC 4122 variant
  return idAt(kind, time, rest);
}

/** True when `id` is a well-formed id of `kind`; anything else is simply "not found". */
export function isIdOf(kind: IdKind, id: string): boolean {
  try {
    return TypeID.fromString(id).getType() === ID_PREFIXES[kind];
  } catch {
    return false;
  }
}
