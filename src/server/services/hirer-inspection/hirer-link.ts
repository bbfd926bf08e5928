// POST /reports/{id}/hirer-link: a new self-inspection link for the report's hirer (the previous
// one stops working), valid 10 minutes to 7 days, emailed to the hirer when they have an address.
// The token is returned once and stored only as its hash.
import { db } from "../../db";
import { AppError } from "../../errors";
import type { HirerLinkInput } from "../../models/report";
import { secretChanges } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { findReport, invalidState, type LoadedReport } from "../reports/find-report";
import { queueInspectLinkEmail } from "./inspect-emails";
import { hashInspectToken, inspectUrl, newInspectToken } from "./inspect-token";

export const DEFAULT_INSPECT_LINK_SECONDS = 24 * 60 * 60;

export async function createHirerLink(options: {
  companyId: string;
  actor: ActivityActor;
  input: HirerLinkInput;
}): Promise<{ report: LoadedReport; hirerUrl: string }> {
  const { companyId, input } = options;
  const report = await findReport(db, companyId, input.id);
  if (report.status !== "draft") throw invalidState(report, "be sent to the hirer");
  const customer = report.customerId
    ? await db.customer.findFirst({
        where: { id: report.customerId, companyId },
        select: { name: true, email: true },
      })
    : null;
  if (!customer)
    throw new AppError(
      "invalid_state",
      "This report names no hirer, so it cannot be sent to one: set its customer_id first.",
    );
  const token = newInspectToken();
  const expiresAt = new Date(
    Date.now() + (input.expires_in_seconds ?? DEFAULT_INSPECT_LINK_SECONDS) * 1000,
  );
  const company = await db.company.findUniqueOrThrow({
    where: { id: companyId },
    select: { name: true },
  });
  const url = inspectUrl(token);
  await db.$transaction(async (tx) => {
    const { count } = await tx.report.updateMany({
      where: { id: report.id, companyId, status: "draft" },
      data: { hirerTokenHash: hashInspectToken(token), hirerLinkExpiresAt: expiresAt },
    });
    if (count === 0)
      throw invalidState(await findReport(tx, companyId, report.id), "be sent to the hirer");
    await recordActivity(tx, {
      companyId,
      actor: options.actor,
      action: "report.hirer_link_created",
      object: { type: "report", id: report.id },
      changes: [
        ...secretChanges("hirer_link"),
        {
          field: "hirer_link_expires_at",
          before: report.hirerLinkExpiresAt?.toISOString() ?? null,
          after: expiresAt.toISOString(),
        },
      ],
    });
    await queueInspectLinkEmail(tx, {
      report,
      customer,
      companyName: company.name,
      url,
      expiresAt,
    });
  });
  return { report: await findReport(db, companyId, report.id), hirerUrl: url };
}
