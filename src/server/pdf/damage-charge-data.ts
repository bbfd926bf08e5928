// Everything the damage charge evidence pack shows, gathered before rendering so the
// document is a pure function of this object.
import type { PdfImage } from "./report-data";

export type ChargePdfLine = {
  area: string;
  zone: string;
  type: string;
  severity: string;
  sizeMm: number | null;
  change: string;
  wearAndTear: boolean | null;
  rule: string;
  included: boolean;
  amountPence: number;
  description: string | null;
  before: PdfImage | null;
  after: PdfImage | null;
};

export type ChargePdfData = {
  company: string;
  charge: { id: string; status: string; totalPence: number; respondBy: Date | null };
  agreement: {
    id: string;
    reference: string | null;
    hirer: string;
    vrm: string;
    vehicle: string;
    startsAt: Date;
    endsAt: Date;
  };
  reports: { label: string; id: string; sha256: string | null }[];
  lines: ChargePdfLine[];
  timeline: { kind: string; at: Date; detail: string | null }[];
};
