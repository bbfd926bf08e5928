// The sandbox licence service (LICENCE_PROVIDER=sandbox, the default): the contract's
// share codes give their documented outcomes, every other well-formed code a clean
// licence. Dates are worked out from the day of the check, so answers never go stale.
import { AppError } from "../../errors";
import type { LicenceRecord } from "../../models/licence-check";
import { calendarDay } from "../../models/common";
import type { LicenceProvider } from "./types";

const shift = (from: Date, months: number) => {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1));
  return calendarDay(d);
};

function clean(today: Date): LicenceRecord {
  return {
    licence_type: "full",
    licence_status: "valid",
    categories: [{ code: "B", type: "full" }],
    endorsements: [],
    photocard_expires_on: shift(today, 60),
    disqualified_until: null,
  };
}

type Answer = (today: Date) => LicenceRecord;

const ANSWERS: Record<string, Answer> = {
  CLEAN000: clean,
  POINTS06: (today) => ({
    ...clean(today),
    endorsements: [
      { code: "SP30", points: 3, offence_date: shift(today, -14) },
      { code: "SP30", points: 3, offence_date: shift(today, -5) },
    ],
  }),
  PROVSNL0: (today) => ({
    ...clean(today),
    licence_type: "provisional",
    categories: [{ code: "B", type: "provisional" }],
  }),
  EXPIRED0: (today) => ({
    ...clean(today),
    licence_status: "expired",
    photocard_expires_on: shift(today, -2),
  }),
  DISQUAL0: (today) => ({
    ...clean(today),
    licence_status: "disqualified",
    endorsements: [{ code: "DR10", points: 0, offence_date: shift(today, -8) }],
    disqualified_until: shift(today, 10),
  }),
};

const REFUSALS: Record<string, () => AppError> = {
  INVALID0: () =>
    new AppError(
      "share_code_invalid",
      "The licence service refused that share code: it is wrong, expired or already used. Ask the driver for a new one.",
      {
        errors: [{ pointer: "/share_code", detail: "was refused by the licence service" }],
      },
    ),
  OUTAGE00: () =>
    new AppError(
      "licence_service_unavailable",
      "The driving licence service did not answer. Nothing was stored; try again shortly.",
    ),
};

export function sandboxLicenceService(clock: () => Date = () => new Date()): LicenceProvider {
  return {
    name: "sandbox",
    check({ shareCode }) {
      const refusal = REFUSALS[shareCode];
      if (refusal) return Promise.reject(refusal());
      return Promise.resolve((ANSWERS[shareCode] ?? clean)(clock()));
    },
  };
}
