// What a signing link shows. The link is matched by the SHA-256 of its exact
// characters; the state decides the page (contract section 11):
// sent and live -> sign; signed/out/closed -> signed; sent and past expiry -> expired;
// cancelled -> cancelled; anything else (unknown, altered, replaced) -> invalid.
import { db } from "../../db";
import { newId } from "../../ids";
import { storage } from "../../integrations/storage";
import type { LoadedAgreement } from "../../models/agreement";
import { agreementInclude } from "../agreements/find-agreement";
import { withWarnings } from "../agreements/hire-warnings";
import { hashSigningToken } from "./signing-token";

export type SigningState = "sign" | "signed" | "expired" | "cancelled" | "invalid";

export type SigningView = {
  state: SigningState;
  agreement: LoadedAgreement | null;
  company: { id: string; name: string; hasLogo: boolean } | null;
};

export type SigningRequest = { ip: string; userAgent: string };

const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;

export function stateOf(
  agreement: Pick<LoadedAgreement, "status" | "signingExpiresAt">,
  now = new Date(),
): SigningState {
  switch (agreement.status) {
    case "sent":
      return agreement.signingExpiresAt && agreement.signingExpiresAt > now ? "sign" : "expired";
    case "signed":
    case "out":
    case "closed":
      return "signed";
    case "cancelled":
      return "cancelled";
    default:
      return "invalid";
  }
}

/** The agreement a token names, or null. A link replaced by a later send no longer matches any hash. */
export async function findByToken(token: string): Promise<LoadedAgreement | null> {
  if (!TOKEN.test(token)) return null;
  const row = await db.agreement.findUnique({
    where: { signingTokenHash: hashSigningToken(token) },
    include: agreementInclude,
  });
  return row && withWarnings(row);
}

async function view(agreement: LoadedAgreement | null): Promise<SigningView> {
  if (!agreement) return { state: "invalid", agreement: null, company: null };
  const company = await db.company.findUniqueOrThrow({
    where: { id: agreement.companyId },
    select: { id: true, name: true, logoKey: true },
  });
  return {
    state: stateOf(agreement),
    agreement,
    company: { id: company.id, name: company.name, hasLogo: company.logoKey !== null },
  };
}

/** GET /sign/{token}. The first open of a live link is recorded (`opened`; `viewed_at` on the first ever). */
export async function openSigningLink(options: {
  token: string;
  request: SigningRequest;
}): Promise<SigningView> {
  const agreement = await findByToken(options.token);
  if (!agreement || stateOf(agreement) !== "sign" || agreement.linkOpenedAt) return view(agreement);
  const now = new Date();
  const opened = await db.$transaction(async (tx) => {
    const { count } = await tx.agreement.updateMany({
      where: {
        id: agreement.id,
        companyId: agreement.companyId,
        status: "sent",
        signingTokenHash: agreement.signingTokenHash,
        linkOpenedAt: null,
      },
      data: { linkOpenedAt: now },
    });
    if (count === 0) return false;
    await tx.agreement.updateMany({
      where: { id: agreement.id, companyId: agreement.companyId, viewedAt: null },
      data: { viewedAt: now },
    });
    await tx.agreementAudit.create({
      data: {
        id: newId("agreementAudit"),
        companyId: agreement.companyId,
        agreementId: agreement.id,
        kind: "opened",
        ipAddress: options.request.ip,
        userAgent: options.request.userAgent,
        createdAt: now,
      },
    });
    return true;
  });
  if (!opened) return view(agreement);
  const row = await db.agreement.findUnique({
    where: { id: agreement.id },
    include: agreementInclude,
  });
  return view(row && withWarnings(row));
}

/** The view after a submission, without recording an open. */
export async function currentView(token: string): Promise<SigningView> {
  return view(await findByToken(token));
}

/** The company logo shown on a link's page; null for a link that names nothing or a company without one. */
export async function signingLogo(
  token: string,
): Promise<{ body: Buffer; contentType: string } | null> {
  const agreement = await findByToken(token);
  if (!agreement) return null;
  const company = await db.company.findUniqueOrThrow({
    where: { id: agreement.companyId },
    select: { logoKey: true, logoContentType: true },
  });
  if (!company.logoKey) return null;
  const body = await storage().get(company.logoKey);
  return body ? { body, contentType: company.logoContentType ?? "image/png" } : null;
}
