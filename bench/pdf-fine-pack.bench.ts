// A fine's transfer pack (issue 33), in process against the embedded database (or
// DATABASE_URL): GET /fines/{id}/pdf through the service for a parking fine matched to a signed,
// closed hire: rendered, the signed agreement PDF appended, PAdES-sealed, on every request. The
// first run is in a new process (fonts, the PDF engine, the seal's key), then 5 warm ones; wall
// and CPU time of each. Goal: under 1.5 s.
//   DATABASE_URL=postgresql://.../kb_bench nice -n 10 npm run bench -- pdf-fine-pack
// BENCH_PDF_OUT=/tmp/fine.pdf keeps the pack.
import { writeFileSync } from "node:fs";
import { coldAndWarm, signatureDataUrl, timed, type Run } from "./pdf-runs";
import type { BenchResult } from "./types";
import { benchCompany } from "./fixtures";

const WARM = 5;

export async function main(): Promise<BenchResult[]> {
  process.env.KERBSIDE_DATA_DIR ??= "memory://";
  const { db, prepareDatabase, closeDatabase } = await import("../src/server/db");
  const { newId } = await import("../src/server/ids");
  const { createVehicle } = await import("../src/server/services/vehicles/create-vehicle");
  const { createAgreement } = await import("../src/server/services/agreements/write-agreement");
  const { sendAgreement } = await import("../src/server/services/signing/send-agreement");
  const { signAgreement } = await import("../src/server/services/signing/sign-agreement");
  const { createFine } = await import("../src/server/services/fines/create-fine");
  const { readFinePack } = await import("../src/server/services/fines/fine-pack");
  const { startJobs, stopJobs } = await import("../src/server/jobs/workers");
  const { prepareSeal } = await import("../src/server/pdf/seal");
  await prepareDatabase();
  await startJobs({ workers: false });
  // As the server does at start (scripts/server.ts), so no request waits for the key.
  await prepareSeal();

  const actor = { kind: "api_key" } as const;
  const request = { ip: "198.51.100.7", userAgent: "bench" };
  const companyId = await benchCompany("Bench Fines Ltd");
  const vrm = "AA19FIN";
  const { vehicle } = await createVehicle({ actor, companyId, vrm });
  const customer = await db.customer.create({
    data: {
      id: newId("customer"),
      companyId,
      name: "Amelia Hirer",
      email: null,
      addressLine1: "12 Acacia Avenue",
      addressCity: "Leeds",
      addressPostcode: "LS1 1AA",
    },
  });
  const agreement = await createAgreement({
    companyId,
    actor,
    input: {
      customer_id: customer.id,
      vehicle_id: vehicle.id,
      starts_at: "2027-03-01T09:00:00Z",
      ends_at: "2027-03-04T09:00:00Z",
      daily_rate_pence: 4500,
    },
  });
  const sent = await sendAgreement({ companyId, actor, input: { id: agreement.id }, request });
  const signature = await signatureDataUrl();
  await signAgreement({
    token: sent.signingUrl.split("/").pop()!,
    form: { fullName: "Amelia Hirer", signature: Buffer.from(signature.split(",")[1]!, "base64") },
    request,
  });
  // Out and back last summer, so a notice about it has arrived since.
  await db.agreement.update({
    where: { id: agreement.id },
    data: {
      status: "closed",
      startsAt: new Date("2026-07-06T08:00:00Z"),
      endsAt: new Date("2026-07-12T16:30:00Z"),
      handedOverAt: new Date("2026-07-06T08:00:00Z"),
      closedAt: new Date("2026-07-12T16:30:00Z"),
    },
  });
  const fine = await createFine({
    companyId,
    actor,
    input: {
      kind: "parking",
      issuer: "Camden Council",
      reference: `CU${Date.now()}`,
      vrm,
      contravention_at: "2026-07-08T13:15:00Z",
      notice_date: "2026-07-20",
      amount_pence: 13000,
      location: "Camden High Street",
    },
  });
  if (fine.match !== "matched") throw new Error(`The fine is ${fine.match}, not matched`);

  const runs: Run[] = [];
  let pdf: Buffer = Buffer.alloc(0);
  for (let i = 0; i < 1 + WARM; i++) {
    const run = await timed(() => readFinePack({ companyId, id: fine.id }));
    runs.push(run);
    pdf = run.value.bytes;
  }
  if (process.env.BENCH_PDF_OUT) writeFileSync(process.env.BENCH_PDF_OUT, pdf);
  await stopJobs({ timeoutMs: 2_000 });
  await closeDatabase();
  return coldAndWarm("Fine transfer pack", "< 1500 ms", runs, {
    cold: "new process, after signing the agreement (which rendered and sealed its PDF)",
    warm: `render + the signed agreement PDF appended + PAdES seal; ${(pdf.length / 1024).toFixed(0)} KB`,
  });
}
