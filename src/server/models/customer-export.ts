// GET /customers/{id}/export: everything the company holds that names the hirer (UK GDPR's
// right of access), each object exactly as its own GET returns it.
import { z } from "zod";
import { Agreement } from "./agreement";
import { timestamp } from "./common";
import { Customer } from "./customer";
import { DamageCharge } from "./damage-charge";
import { Fine } from "./fine";
import { LicenceCheck } from "./licence-check";
import { Report } from "./report";
import { Ticket } from "./ticket";

export const ExportedEmail = z.object({
  subject: z.string(),
  sent_at: timestamp,
});

export const CustomerExport = z
  .object({
    customer: Customer,
    licence_checks: z.array(LicenceCheck),
    agreements: z.array(Agreement),
    reports: z
      .array(Report)
      .meta({ description: "Reports naming the hirer or one of their agreements" }),
    damage_charges: z.array(DamageCharge),
    fines: z.array(Fine),
    tickets: z.array(Ticket),
    emails: z
      .array(ExportedEmail)
      .meta({ description: "Emails the company sent to the hirer's address" }),
    exported_at: timestamp,
  })
  .meta({ id: "CustomerExport" });
export type CustomerExport = z.infer<typeof CustomerExport>;
