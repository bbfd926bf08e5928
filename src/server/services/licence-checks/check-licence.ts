// A driving-licence check, free. The licence service is asked outside any transaction
// (a refusal or an outage stores nothing and fires nothing); then the check and its
// licence.checked event commit together. The share code is used for this one call:
// never stored, logged or returned.
import { db } from "../../db";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import { licenceProvider } from "../../integrations/licence";
import { sandboxLicenceService } from "../../integrations/licence/sandbox";
import { isTestCompany } from "../test-mode/test-company";
import {
  outcomeOf,
  penaltyPointsOf,
  toLicenceCheck,
  type LicenceCheckRow,
} from "../../models/licence-check";
import { writeEvent } from "../events/write-event";
import { recordActivity } from "../activity/record-activity";
import type { Actor } from "../permissions";
import { findCustomer } from "../customers/find-customer";

export type CheckLicenceInput = { share_code: string; consent: true; licence_number?: string };

/** `checked_by`: the staff user's id, or "api" for the API key. */
const checkedBy = (actor: Actor) => (actor.kind === "user" ? actor.userId : "api");

export async function checkLicence(options: {
  companyId: string;
  customerId: string;
  actor: Actor;
  input: CheckLicenceInput;
}): Promise<LicenceCheckRow> {
  const { companyId, input } = options;
  const customer = await findCustomer(options);
  const licenceNumber = input.licence_number ?? customer.licenceNumber;
  if (!licenceNumber) {
    throw new AppError(
      "invalid_request",
      "Which licence? The customer has no licence number on record: send `licence_number`.",
      {
        errors: [
          {
            pointer: "/licence_number",
            detail: "is required when the customer has no licence number",
          },
        ],
      },
    );
  }
  // Test mode always checks with the sandbox, whatever LICENCE_PROVIDER says.
  const provider = (await isTestCompany(companyId)) ? sandboxLicenceService() : licenceProvider();
  const record = await provider.check({ licenceNumber, shareCode: input.share_code });

  return db.$transaction(async (tx) => {
    const check = await tx.licenceCheck.create({
      data: {
        id: newId("licenceCheck"),
        companyId,
        customerId: customer.id,
        licenceNumber,
        outcome: outcomeOf(record),
        licenceType: record.licence_type,
        licenceStatus: record.licence_status,
        categories: record.categories,
        endorsements: record.endorsements,
        penaltyPoints: penaltyPointsOf(record),
        photocardExpiresOn: record.photocard_expires_on
          ? new Date(record.photocard_expires_on)
          : null,
        disqualifiedUntil: record.disqualified_until ? new Date(record.disqualified_until) : null,
        provider: provider.name,
        checkedBy: checkedBy(options.actor),
      },
    });
    await writeEvent(tx, { companyId, type: "licence.checked", object: toLicenceCheck(check) });
    // The outcome only: endorsements are criminal-offence data and stay in the check itself.
    const changes = [{ field: "outcome", before: null, after: check.outcome }];
    const object = { type: "licence_check" as const, id: check.id, parentId: customer.id };
    await recordActivity(tx, {
      companyId,
      actor: options.actor,
      action: "licence_check.created",
      object,
      changes,
    });
    return check;
  });
}
