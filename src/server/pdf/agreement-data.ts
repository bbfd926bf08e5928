// What the signed agreement PDF shows, gathered before rendering.
export type AuditRow = {
  kind: "sent" | "opened" | "signed";
  at: Date;
  ipAddress: string | null;
  userAgent: string | null;
};

export type AgreementPdfData = {
  company: { name: string; logo: Buffer | null };
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
  hirer: { name: string; email: string | null; phone: string | null };
  vehicle: { vrm: string; make: string | null; model: string | null };
  terms: { id: string; name: string; version: number; body: string };
  signature: { name: string; png: Buffer; signedAt: Date };
  audit: AuditRow[];
  /** SHA-256 of the agreement's facts and terms text as printed (a file cannot carry its own hash). */
  contentSha256: string;
};
