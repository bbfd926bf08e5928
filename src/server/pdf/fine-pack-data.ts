// What the transfer pack of a fine shows, gathered before rendering.
export type FinePackData = {
  company: { name: string; addressLines: string[]; contact: string[] };
  fine: {
    id: string;
    kind: string;
    issuer: string;
    reference: string;
    vrm: string;
    contraventionAt: Date;
    location: string | null;
    amountPence: number;
    /** Calendar dates, at midnight UTC as stored. */
    noticeDate: Date;
    respondBy: Date;
  };
  hirer: { name: string; address: string[] };
  vehicle: { vrm: string; make: string | null; model: string | null };
  agreement: {
    id: string;
    reference: string | null;
    startsAt: Date;
    endsAt: Date;
    handedOverAt: Date | null;
    closedAt: Date | null;
    signedAt: Date;
    signedByName: string;
    documentSha256: string;
  };
  terms: { id: string; name: string; version: number; body: string };
  /** The terms' paragraph headed `Statement of liability`, or null when they hold none. */
  liabilityClause: string | null;
  preparedAt: Date;
};
