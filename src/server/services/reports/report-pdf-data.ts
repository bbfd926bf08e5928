// Gathers what the signed PDF shows: the company (with its logo), the vehicle's
// registry facts, the readings, every checklist item with its photos (scaled originals),
// the signatures, and a SHA-256 over all of that content to print in the footer.
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { Tx } from "../../db";
import { storage } from "../../integrations/storage";
import { toDamage } from "../../models/inspection";
import { mediaLocation, type MediaRow } from "../../models/media";
import { angleLabel } from "../../models/photo-angles";
import type { TyreReading } from "../../models/report";
import type { PdfChange, PdfDamage, PdfImage, ReportPdfData } from "../../pdf/report-data";
import type { LoadedReport } from "./find-report";
import { reportTemplate } from "../inspection-templates/frozen-template";
import { pdfComparison } from "./report-pdf-comparison";
import { pdfPhoto } from "./pdf-photo";
import { isElectric } from "./readiness";

type Reader = Pick<
  Tx,
  | "company"
  | "vehicle"
  | "customer"
  | "inspection"
  | "report"
  | "media"
  | "inspectionTemplateVersion"
>;

export type SignOffFacts = {
  signedOffAt: Date;
  signedByName: string;
  signature: Buffer | null;
  customerSignedName: string | null;
  customerSignature: Buffer | null;
};

const png = (data: Buffer | null): PdfImage | null => (data ? { data, format: "png" } : null);
const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

/** The company's logo as a PNG the PDF renderer can embed (the upload may be any image type). */
async function logoOf(logoKey: string | null): Promise<PdfImage | null> {
  if (!logoKey) return null;
  const bytes = await storage().get(logoKey);
  if (!bytes) return null;
  try {
    return {
      data: await sharp(bytes).resize({ height: 96, withoutEnlargement: true }).png().toBuffer(),
      format: "png",
    };
  } catch {
    return null;
  }
}

const KIND_ORDER = ["angle", "odometer", "fuel", "other"];

/** Photos of the whole vehicle in walking order: the template's angles, then odometer, fuel, other. */
function walkingOrder(media: MediaRow[], angles: readonly string[]): MediaRow[] {
  const rank = (m: MediaRow) =>
    KIND_ORDER.indexOf(m.kind) * 100 + (m.angle ? Math.max(angles.indexOf(m.angle), 0) : 0);
  return [...media].sort((a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id));
}

const coordinate = (n: number) => n.toFixed(5);

/** The evidence line of one photo; `what` is its angle label or area. */
function evidenceOf(m: MediaRow, what: string, electric: boolean) {
  const location = mediaLocation(m);
  return {
    what: m.kind === "fuel" && electric ? "Charge level" : what,
    source: m.source,
    receivedAt: m.createdAt,
    capturedAt: m.capturedAt,
    location: location
      ? `${coordinate(location.latitude)}, ${coordinate(location.longitude)} (within ${Math.round(location.accuracy_m)} m)`
      : null,
    sha256: m.sha256,
  };
}

const KIND_LABELS: Record<string, string> = {
  odometer: "Odometer",
  fuel: "Fuel gauge",
  other: "Other",
};

const withChange = (damage: PdfDamage | null, change: PdfChange | undefined) =>
  damage && change ? { ...damage, change } : damage;

export async function reportPdfData(
  client: Reader,
  report: LoadedReport,
  facts: SignOffFacts,
): Promise<ReportPdfData> {
  const { companyId } = report;
  const [company, vehicle, customer, inspections, comparison, vehicleMedia, template] =
    await Promise.all([
      client.company.findUniqueOrThrow({ where: { id: companyId } }),
      client.vehicle.findFirstOrThrow({ where: { id: report.vehicleId, companyId } }),
      report.customerId
        ? client.customer.findFirst({ where: { id: report.customerId, companyId } })
        : null,
      client.inspection.findMany({
        where: { companyId, reportId: report.id },
        orderBy: [{ position: "asc" }, { id: "asc" }],
        include: { media: { orderBy: { id: "asc" } } },
      }),
      pdfComparison(client, report),
      client.media.findMany({
        where: { companyId, reportId: report.id, inspectionId: null },
        orderBy: { id: "asc" },
      }),
      reportTemplate(client, report),
    ]);
  const walked = walkingOrder(vehicleMedia, template?.photo_angles ?? []);
  const [logo, photos, walkPhotos] = await Promise.all([
    logoOf(company.logoKey),
    Promise.all(inspections.map((i) => Promise.all(i.media.map((m) => pdfPhoto(m.storageKey))))),
    Promise.all(walked.map((m) => pdfPhoto(m.storageKey))),
  ]);
  const electric = isElectric(vehicle.fuelType);
  const labelOf = (m: MediaRow) =>
    m.angle ? angleLabel(m.angle) : (KIND_LABELS[m.kind] ?? "Photo");

  const content = {
    report: {
      id: report.id,
      type: report.type,
      odometer: report.odometer,
      odometer_unit: report.odometerUnit,
      fuel_level: report.fuelLevel,
    },
    readings: {
      charge_level: report.chargeLevel,
      tyres: report.tyreReadings,
      notes: report.notes,
      verdict: report.verdict,
    },
    vehicle: { id: vehicle.id, vrm: vehicle.vrm },
    customer_id: report.customerId,
    agreement_id: report.agreementId,
    inspections: inspections.map((i) => ({
      id: i.id,
      area: i.area,
      verdict: i.verdict,
      notes: i.notes,
      damage: toDamage(i),
      media: i.media.map((m) => m.sha256),
    })),
    vehicle_media: walked.map((m) => [m.kind, m.angle, m.sha256]),
    signed_by_name: facts.signedByName,
    signature: facts.signature ? sha256(facts.signature) : null,
    customer_signed_name: facts.customerSignedName,
    customer_signature: facts.customerSignature ? sha256(facts.customerSignature) : null,
    signed_off_at: facts.signedOffAt.toISOString(),
  };

  return {
    company: {
      name: company.name,
      addressLines: [
        company.addressLine1,
        company.addressLine2,
        [company.city, company.postcode].filter(Boolean).join(" "),
      ].filter((l): l is string => Boolean(l)),
      contact: [
        company.contactPhone,
        company.contactEmail,
        company.vatNumber ? `VAT ${company.vatNumber}` : null,
      ].filter((l): l is string => Boolean(l)),
      logo,
    },
    report: {
      id: report.id,
      type: report.type,
      createdAt: report.createdAt,
      completedAt: report.completedAt,
      signedOffAt: facts.signedOffAt,
      performedBy: report.performedBy === "hirer" ? "hirer" : "staff",
      hirerSentAt: report.hirerSentAt,
      odometer: report.odometer,
      odometerUnit: report.odometerUnit,
      fuelLevel: report.fuelLevel,
      chargeLevel: report.chargeLevel,
      electric: isElectric(vehicle.fuelType),
      // Written only by updateReport from validated TyreReading input.
      tyreReadings: (report.tyreReadings as TyreReading[]).map((t) => ({
        position: t.position,
        tread_depth_mm: t.tread_depth_mm ?? null,
        pressure_psi: t.pressure_psi ?? null,
      })),
      notes: report.notes,
      verdict: report.verdict,
      agreementId: report.agreementId,
    },
    vehicle: {
      vrm: vehicle.vrm,
      make: vehicle.make,
      model: vehicle.model,
      colour: vehicle.colour,
      fuelType: vehicle.fuelType,
      bodyType: vehicle.bodyType,
      yearOfManufacture: vehicle.yearOfManufacture,
      motStatus: vehicle.motStatus,
      motValidUntil: vehicle.motValidUntil,
      taxStatus: vehicle.taxStatus,
      taxDueDate: vehicle.taxDueDate,
    },
    customer: customer ? { name: customer.name, email: customer.email } : null,
    comparison,
    inspections: inspections.map((i, index) => ({
      area: i.area,
      verdict: i.verdict,
      notes: i.notes,
      damage: withChange(
        toDamage(i),
        comparison?.damage.find((d) => d.inspectionId === i.id)?.change,
      ),
      photos: i.media.flatMap((m, n) => {
        const image = photos[index]?.[n];
        return image ? [{ image, caption: m.caption }] : [];
      }),
    })),
    walkAround: walked.flatMap((m, n) => {
      const image = walkPhotos[n];
      const label = m.kind === "fuel" && electric ? "Charge level" : labelOf(m);
      return image ? [{ label, image }] : [];
    }),
    evidence: [
      ...walked.map((m) => evidenceOf(m, labelOf(m), electric)),
      ...inspections.flatMap((i) => i.media.map((m) => evidenceOf(m, i.area, electric))),
    ],
    signatures: {
      inspector: { name: facts.signedByName, image: png(facts.signature) },
      customer: facts.customerSignedName
        ? { name: facts.customerSignedName, image: png(facts.customerSignature) }
        : null,
    },
    contentSha256: sha256(JSON.stringify(content)),
  };
}
