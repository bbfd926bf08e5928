// draft|sent -> sent: a new signing link (the previous one stops working), the `sent`
// audit row and the hirer's email (queued), in one transaction. The token is returned
// once and stored only as its hash.
import { db } from "../../db";
import { newId } from "../../ids";
import type { LoadedAgreement, SendAgreementInput } from "../../models/agreement";
import { secretChanges } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { findAgreement, invalidState } from "../agreements/find-agreement";
import { queueSigningLinkEmail } from "./signing-email";
import { hashSigningToken, newSigningToken, signingUrl } from "./signing-token";

export const DEFAULT_LINK_SECONDS = 7 * 24 * 60 * 60;

export async function sendAgreement(options: {
  companyId: string;
  actor: ActivityActor;
  input: SendAgreementInput;
  request: { ip: string; userAgent: string | null };
}): Promise<{ agreement: LoadedAgreement; signingUrl: string }> {
  const { companyId, input } = options;
  const current = await findAgreement(db, companyId, input.id);
  if (current.status !== "draft" && current.status !== "sent")
    throw invalidState(current, "be sent for signing");
  const token = newSigningToken();
  const sentAt = new Date();
  const expiresAt = new Date(
    sentAt.getTime() + (input.expires_in_seconds ?? DEFAULT_LINK_SECONDS) * 1000,
  );
  const company = await db.company.findUniqueOrThrow({
    where: { id: companyId },
    select: { name: true },
  });
  const url = signingUrl(token);
  await db.$transaction(async (tx) => {
    const { count } = await tx.agreement.updateMany({
      where: { id: current.id, companyId, status: { in: ["draft", "sent"] } },
      data: {
        status: "sent",
        sentAt,
        signingExpiresAt: expiresAt,
        signingTokenHash: hashSigningToken(token),
        linkOpenedAt: null,
      },
    });
    if (count === 0)
      throw invalidState(await findAgreement(tx, companyId, current.id), "be sent for signing");
    await tx.agreementAudit.create({
      data: {
        id: newId("agreementAudit"),
        companyId,
        agreementId: current.id,
        kind: "sent",
        ipAddress: options.request.ip,
        userAgent: options.request.userAgent,
        createdAt: sentAt,
      },
    });
    const changes = [
      { field: "status", before: current.status, after: "sent" },
      ...secretChanges("signing_link"),
    ];
    await recordActivity(tx, {
      companyId,
      actor: options.actor,
      action: "agreement.sent",
      object: { type: "agreement", id: current.id },
      changes,
    });
    await queueSigningLinkEmail(tx, {
      companyId,
      companyName: company.name,
      agreement: await findAgreement(tx, companyId, current.id),
      url,
      expiresAt,
    });
  });
  return { agreement: await findAgreement(db, companyId, current.id), signingUrl: url };
}
