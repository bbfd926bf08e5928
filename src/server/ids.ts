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
  passwordReset: "pwr",
  signUpRequest: "sur",
  userSession: "ses",
  recoveryCode: "rcv",
  activity: "act",
  apiKey: "key",
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

export function newId(kind: IdKind): string {
  return typeid(ID_PREFIXES[kind]).toString();
}

/** True when `id` is a well-formed id of `kind`; anything else is simply "not found". */
export function isIdOf(kind: IdKind, id: string): boolean {
  try {
    return TypeID.fromString(id).getType() === ID_PREFIXES[kind];
  } catch {
    return false;
  }
}
