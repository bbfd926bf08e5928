// Everything the signed report PDF shows, gathered before rendering so the document
// itself is a pure function of this object.
import type { DamageSeverity, DamageType, DamageZone } from "../models/damage-words";

export type PdfImage = { data: Buffer; format: "png" | "jpg" };

export type PdfDamage = {
  zone: DamageZone;
  type: DamageType;
  severity: DamageSeverity;
  x: number | null;
  y: number | null;
  /** Longest dimension in millimetres, when measured. */
  size_mm?: number | null;
};

export type PdfChange = "existing" | "worse" | "repaired" | "new";

/** An inbound report against its check-out: both diagrams, the new damage with photos, the deltas. */
export type PdfComparison = {
  baselineReportId: string | null;
  baselineDamage: PdfDamage[];
  damage: (PdfDamage & {
    inspectionId: string;
    change: PdfChange;
    area: string;
    baselineSeverity: DamageSeverity | null;
    /** New and worse damage: fair wear and tear (true), chargeable (false) or unmeasured (null). */
    wearAndTear: boolean | null;
    photos: PdfImage[];
  })[];
  odometerDelta: number | null;
  fuelLevelDelta: number | null;
};

export type ReportPdfData = {
  company: { name: string; addressLines: string[]; contact: string[]; logo: PdfImage | null };
  report: {
    id: string;
    type: string;
    createdAt: Date;
    completedAt: Date | null;
    signedOffAt: Date;
    odometer: number | null;
    odometerUnit: string;
    fuelLevel: number | null;
    chargeLevel: number | null;
    electric: boolean;
    tyreReadings: {
      position: string;
      tread_depth_mm: number | null;
      pressure_psi: number | null;
    }[];
    notes: string | null;
    verdict: string | null;
    agreementId: string | null;
    /** Who performed the inspection: staff, or the hirer from their self-inspection link. */
    performedBy: "staff" | "hirer";
    hirerSentAt: Date | null;
  };
  vehicle: {
    vrm: string;
    make: string | null;
    model: string | null;
    colour: string | null;
    fuelType: string | null;
    bodyType: string;
    yearOfManufacture: number | null;
    motStatus: string | null;
    motValidUntil: Date | null;
    taxStatus: string | null;
    taxDueDate: Date | null;
  };
  customer: { name: string; email: string | null } | null;
  /** Inbound reports only. */
  comparison: PdfComparison | null;
  inspections: {
    area: string;
    verdict: string | null;
    notes: string | null;
    /** `change` on a check-in. */
    damage: (PdfDamage & { change?: PdfChange }) | null;
    photos: { image: PdfImage; caption: string | null }[];
  }[];
  /** The photos of the whole vehicle in walking order (angles, then odometer, fuel, other), labelled. */
  walkAround: { label: string; image: PdfImage }[];
  /** Every photo of the report: its angle label or area, times, source, location and SHA-256. */
  evidence: {
    what: string;
    source: string;
    receivedAt: Date;
    capturedAt: Date | null;
    location: string | null;
    sha256: string;
  }[];
  signatures: {
    inspector: { name: string; image: PdfImage | null };
    customer: { name: string; image: PdfImage | null } | null;
  };
  /** SHA-256 of the report's content (report, checklist, photos' hashes, signatures): printed, as the file cannot carry its own hash. */
  contentSha256: string;
};
