// What the signed agreement PDF shows, gathered before rendering.
import type { LicenceOutcome } from "../models/licence-words";

export type AuditRow = {
  kind: "sent" | "opened" | "signed";
  at: Date;
  ipAddress: string | null;
  userAgent: string | null;
};

/** The hirer's latest licence check when the agreement was signed. */
export type LicenceCheckFact = { outcome: LicenceOutcome; points: number | null; checkedAt: Date };

export type AgreementPdfData = {
  company: { name: string; logo: Buffer | null; addressLines: string[]; contact: string[] };
  agreement: {
    id: string;
    reference: string | null;
    startsAt: Date;
    endsAt: Date;
    rentalDays: number;
    dailyRatePence: number;
    totalPence: number;
    depositPence: number;
    excessPence: number;
    mileageAllowancePerDay: number | null;
  };
  hirer: {
    name: string;
    email: string | null;
    phone: string | null;
    address: string[];
    /** A calendar date, at midnight UTC as stored. */
    dateOfBirth: Date | null;
    licenceNumber: string | null;
    licenceCheck: LicenceCheckFact | null;
  };
  vehicle: { vrm: string; make: string | null; model: string | null };
  terms: { id: string; name: string; version: number; body: string };
  signature: { name: string; png: Buffer; signedAt: Date };
  audit: AuditRow[];
  /** SHA-256 of the agreement's facts and terms text as printed (a file cannot carry its own hash). */
  contentSha256: string;
};
