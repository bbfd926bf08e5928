// What the demo company starts with, made through the same services staff and the API use (so
// its events and activity rows are those real use leaves): three vehicles, one with an expired
// MOT; two hirers with licence checks, one with penalty points; a hire out on the road (a van
// that is taxed, insured and MOT'd, a hirer with a clean licence), signed on the signing page,
// with its outbound report signed off showing a scratch. The report's credit is given back, so
// the company still has its 50.
import sharp from "sharp";
import { db } from "../../db";
import { CreateAgreementInput } from "../../models/agreement";
import { CreateCustomerInput } from "../../models/customer";
import { UpdateInspectionInput } from "../../models/inspection";
import { CreateReportInput, SignOffReportInput, UpdateReportInput } from "../../models/report";
import { recordActivity, SYSTEM } from "../activity/record-activity";
import { createAgreement } from "../agreements/write-agreement";
import { handoverAgreement } from "../agreements/hire-steps";
import { addCredits } from "../credits/ledger";
import { createCustomer } from "../customers/create-customer";
import { updateInspection } from "../inspections/change-inspection";
import { listInspections } from "../inspections/list-inspections";
import { checkLicence } from "../licence-checks/check-licence";
import { completeReport } from "../reports/complete-report";
import { createReport } from "../reports/create-report";
import { signOffReport } from "../reports/sign-off-report";
import { updateReport } from "../reports/update-report";
import { sendAgreement } from "../signing/send-agreement";
import { signAgreement } from "../signing/sign-agreement";
import { createVehicle } from "../vehicles/create-vehicle";
import type { Actor } from "../permissions";

const actor = SYSTEM.demo;

/** DVLA's test registrations (the sandbox registry): a van and a car in order, and a car whose MOT ran out. */
export const DEMO_VEHICLES = { van: "AA19DSL", car: "AA19AAA", motExpired: "AA19MOT" } as const;

/** The hirers; their share codes are the sandbox licence service's (clean, and two 3-point offences). */
export const DEMO_HIRERS = [
  {
    input: {
      name: "Amelia Morgan",
      email: "amelia@example.com",
      phone: "07700 900123",
      licence_number: "MORGA753116SM9IJ",
      address: { line1: "1 High Street", city: "Leeds", postcode: "LS1 1AA" },
    },
    shareCode: "CLEAN000",
  },
  {
    input: {
      name: "Oliver Patel",
      email: "oliver@example.com",
      phone: "07700 900456",
      licence_number: "PATEL804127OP9AB",
    },
    shareCode: "POINTS06",
  },
] as const;

export const DEMO_REFERENCE = "BK-1001";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A hand-drawn-looking signature, as the signing pad would send it. */
async function signature(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160"><path d="M20 110 C 60 20, 90 20, 80 100 S 120 150, 150 80 S 200 40, 210 100 C 230 140, 260 60, 290 90 S 350 120, 380 70 L 460 60" fill="none" stroke="#0f172a" stroke-width="5" stroke-linecap="round"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function fleet(companyId: string) {
  const made = [];
  for (const vrm of Object.values(DEMO_VEHICLES))
    made.push((await createVehicle({ companyId, actor, vrm })).vehicle);
  return made;
}

async function hirers(companyId: string, owner: Actor) {
  const made = [];
  for (const hirer of DEMO_HIRERS) {
    const customer = await createCustomer({
      companyId,
      actor,
      input: CreateCustomerInput.parse(hirer.input),
    });
    // A licence check is staff's to make, with the driver's consent: the Owner made these.
    await checkLicence({
      companyId,
      customerId: customer.id,
      actor: owner,
      input: { share_code: hirer.shareCode, consent: true },
    });
    made.push(customer);
  }
  return made;
}

/** The outbound report of the hire: readings, every area passed but a scratch on the rear bumper; signed off. */
async function outboundReport(
  companyId: string,
  links: { vrm: string; customerId: string; agreementId: string },
  signatureBase64: string,
) {
  const report = await createReport({
    companyId,
    actor,
    input: CreateReportInput.parse({
      vrm: links.vrm,
      type: "outbound",
      customer_id: links.customerId,
      agreement_id: links.agreementId,
    }),
  });
  await updateReport({
    companyId,
    actor,
    input: UpdateReportInput.parse({
      id: report.id,
      odometer: 18240,
      fuel_level: 75,
      tyre_readings: [
        { position: "front_left", tread_depth_mm: 6, pressure_psi: 55 },
        { position: "front_right", tread_depth_mm: 6, pressure_psi: 55 },
        { position: "rear_left", tread_depth_mm: 5, pressure_psi: 61 },
        { position: "rear_right", tread_depth_mm: 5, pressure_psi: 61 },
      ],
      notes: "Clean inside; two keys handed over.",
    }),
  });
  for (const inspection of await listInspections({ companyId, reportId: report.id })) {
    const scratched = /rear bumper/i.test(inspection.area);
    await updateInspection({
      companyId,
      actor,
      input: UpdateInspectionInput.parse({
        id: inspection.id,
        verdict: scratched ? "advisory" : "pass",
        ...(scratched
          ? {
              notes: "Light scratch above the step, about 10 cm.",
              damage: { zone: "rear_bumper", type: "scratch", severity: "minor" },
            }
          : {}),
      }),
    });
  }
  await completeReport({ companyId, actor, id: report.id });
  await signOffReport({
    companyId,
    actor,
    input: SignOffReportInput.parse({
      id: report.id,
      signed_by_name: "Demo Owner",
      signature_png: signatureBase64,
    }),
  });
  return report;
}

/** The credit the report used, given back and recorded as any grant is. */
async function giveBackReportCredit(companyId: string) {
  await db.$transaction(async (tx) => {
    const added = await addCredits(tx, {
      companyId,
      amount: 1,
      kind: "GRANT",
      description: "Demo data: the credit its sample report used, given back",
    });
    await recordActivity(tx, {
      companyId,
      actor,
      action: "company.credits_granted",
      object: { type: "company", id: companyId },
      changes: [{ field: "credit_balance", before: added.balance - 1, after: added.balance }],
    });
  });
}

export async function seedDemoStory(companyId: string, owner: Actor): Promise<void> {
  const [van] = await fleet(companyId);
  const [amelia] = await hirers(companyId, owner);
  if (!van || !amelia) throw new Error("The demo fleet or hirers were not made.");

  // Out since this morning, back in three days.
  const startsAt = new Date(Math.floor((Date.now() - 2 * HOUR) / HOUR) * HOUR);
  const agreement = await createAgreement({
    companyId,
    actor,
    input: CreateAgreementInput.parse({
      customer_id: amelia.id,
      vehicle_id: van.id,
      starts_at: startsAt.toISOString(),
      ends_at: new Date(startsAt.getTime() + 3 * DAY).toISOString(),
      daily_rate_pence: 4500,
      deposit_pence: 20000,
      excess_pence: 75000,
      mileage_allowance_per_day: 150,
      reference: DEMO_REFERENCE,
    }),
  });
  const request = { ip: "127.0.0.1", userAgent: "Kerbside demo data" };
  const sent = await sendAgreement({ companyId, actor, input: { id: agreement.id }, request });
  const drawn = await signature();
  await signAgreement({
    token: sent.signingUrl.split("/").at(-1) ?? "",
    form: { fullName: "Amelia Morgan", signature: drawn },
    request,
  });
  const report = await outboundReport(
    companyId,
    { vrm: van.vrm, customerId: amelia.id, agreementId: agreement.id },
    drawn.toString("base64"),
  );
  await handoverAgreement({
    companyId,
    actor,
    input: { id: agreement.id, odometer: 18240, report_id: report.id },
  });
  await giveBackReportCredit(companyId);
}
