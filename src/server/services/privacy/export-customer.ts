// GET /customers/{id}/export: the hirer's data bundle. Every object naming the hirer, as its own
// GET returns it; an erased hirer's export holds what is left.
import { env } from "~/env";
import { db } from "../../db";
import { toAgreement } from "../../models/agreement";
import { toCustomer } from "../../models/customer";
import { toDamageCharge } from "../../models/damage-charge";
import type { CustomerExport } from "../../models/customer-export";
import { toFine } from "../../models/fine";
import { toLicenceCheck } from "../../models/licence-check";
import { toReport } from "../../models/report";
import { toTicket } from "../../models/ticket";
import { agreementInclude } from "../agreements/find-agreement";
import { withWarnings } from "../agreements/hire-warnings";
import { findCustomer } from "../customers/find-customer";
import { chargeInclude } from "../damage-charges/find-charge";
import { reportInclude } from "../reports/find-report";

export async function exportCustomer(options: {
  companyId: string;
  customerId: string;
}): Promise<CustomerExport> {
  const { companyId, customerId } = options;
  const customer = await findCustomer({ companyId, customerId });
  const agreements = await db.agreement.findMany({
    where: { companyId, customerId },
    include: agreementInclude,
    orderBy: { id: "desc" },
  });
  const agreementIds = agreements.map((a) => a.id);
  const [checks, reports, charges, fines, tickets, emails] = await Promise.all([
    db.licenceCheck.findMany({ where: { companyId, customerId }, orderBy: { id: "desc" } }),
    db.report.findMany({
      where: { companyId, OR: [{ customerId }, { agreementId: { in: agreementIds } }] },
      include: reportInclude,
      orderBy: { id: "desc" },
    }),
    db.damageCharge.findMany({
      where: { companyId, customerId },
      include: chargeInclude,
      orderBy: { id: "desc" },
    }),
    db.fine.findMany({ where: { companyId, customerId }, orderBy: { id: "desc" } }),
    db.ticket.findMany({ where: { companyId, customerId }, orderBy: { id: "desc" } }),
    customer.email
      ? db.$queryRaw<{ subject: string; createdAt: Date }[]>`
          SELECT "subject", "createdAt" FROM "SentEmail"
          WHERE "companyId" = ${companyId} AND lower("to") = lower(${customer.email})
          ORDER BY "id" DESC`
      : [],
  ]);
  return {
    customer: toCustomer(customer),
    licence_checks: checks.map(toLicenceCheck),
    agreements: agreements.map((a) => toAgreement(withWarnings(a))),
    reports: reports.map((r) => toReport(r, env.APP_URL)),
    damage_charges: charges.map(toDamageCharge),
    fines: fines.map(toFine),
    tickets: tickets.map(toTicket),
    emails: emails.map((e) => ({ subject: e.subject, sent_at: e.createdAt.toISOString() })),
    exported_at: new Date().toISOString(),
  };
}
