// What the hirer's link to a charge shows (contract section 8, the hirer page's table), the
// first open (`viewed_at`), and the hirer's one answer. The link is matched by the SHA-256 of
// its exact characters; a later send replaces it (404), a revise or waive withdraws it (410).
import { db } from "../../db";
import { storage } from "../../integrations/storage";
import type { DamageCharge as ChargeRow } from "../../db/generated/client";
import { toDamageCharge, type LoadedDamageCharge } from "../../models/damage-charge";
import { writeEvent } from "../events/write-event";
import { addStep, recordChargeChange } from "./charge-steps";
import { queueAnswerEmails } from "./charge-email";
import { hashChargeToken } from "./charge-token";
import { chargeInclude } from "./find-charge";
import { dropSupersededPack } from "./superseded-pack";

export type ChargePageState =
  "open" | "accepted" | "disputed" | "collected" | "withdrawn" | "invalid";

export type ChargePhoto = { mediaId: string } | null;

export type ChargeView = {
  state: ChargePageState;
  charge: LoadedDamageCharge | null;
  company: { name: string } | null;
  vehicle: { vrm: string; make: string | null; model: string | null } | null;
  /** Each line's before (baseline damage's first photo) and after (this damage's first photo). */
  photos: Map<string, { before: ChargePhoto; after: ChargePhoto }>;
};

const noPhotos = (): ChargeView["photos"] => new Map();

const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;

export function stateOf(charge: Pick<ChargeRow, "status" | "responseDecision">): ChargePageState {
  switch (charge.status) {
    case "sent":
      return "open";
    case "accepted":
      return "accepted";
    case "disputed":
      return "disputed";
    case "collected":
      return charge.responseDecision === "accepted" ? "accepted" : "collected";
    default:
      return "withdrawn";
  }
}

async function findByToken(token: string): Promise<LoadedDamageCharge | null> {
  if (!TOKEN.test(token)) return null;
  return db.damageCharge.findUnique({
    where: { tokenHash: hashChargeToken(token) },
    include: chargeInclude,
  });
}

async function firstPhotos(companyId: string, inspectionIds: string[]) {
  const media = await db.media.findMany({
    where: { companyId, inspectionId: { in: inspectionIds } },
    orderBy: { id: "asc" },
    select: { id: true, inspectionId: true },
  });
  const first = new Map<string, string>();
  for (const m of media)
    if (m.inspectionId && !first.has(m.inspectionId)) first.set(m.inspectionId, m.id);
  return first;
}

/** Each line's before and after photo (the first of each damage), by line id. */
export async function linePhotos(charge: LoadedDamageCharge) {
  const ids = charge.lines.flatMap((l) => [l.inspectionId, l.baselineInspectionId ?? []].flat());
  const first = await firstPhotos(charge.companyId, ids);
  const photo = (inspectionId: string | null): ChargePhoto => {
    const mediaId = inspectionId ? first.get(inspectionId) : undefined;
    return mediaId ? { mediaId } : null;
  };
  return new Map(
    charge.lines.map((l) => [
      l.id,
      { before: photo(l.baselineInspectionId), after: photo(l.inspectionId) },
    ]),
  );
}

async function view(charge: LoadedDamageCharge | null): Promise<ChargeView> {
  if (!charge)
    return { state: "invalid", charge: null, company: null, vehicle: null, photos: noPhotos() };
  const agreement = await db.agreement.findFirstOrThrow({
    where: { id: charge.agreementId, companyId: charge.companyId },
    select: {
      company: { select: { name: true } },
      vehicle: { select: { vrm: true, make: true, model: true } },
    },
  });
  const state = stateOf(charge);
  return {
    state,
    charge,
    company: agreement.company,
    vehicle: agreement.vehicle,
    photos: state === "open" ? await linePhotos(charge) : noPhotos(),
  };
}

/** The page's view without recording anything. */
export const currentChargeView = async (token: string) => view(await findByToken(token));

/** GET /charges/{token}: the first open of a sent charge sets `viewed_at`. */
export async function openChargeLink(token: string): Promise<ChargeView> {
  const charge = await findByToken(token);
  if (!charge || charge.status !== "sent" || charge.viewedAt) return view(charge);
  const now = new Date();
  await db.$transaction(async (tx) => {
    const { count } = await tx.damageCharge.updateMany({
      where: { id: charge.id, status: "sent", tokenHash: charge.tokenHash, viewedAt: null },
      data: { viewedAt: now },
    });
    if (count === 0) return;
    await addStep(tx, charge, "viewed", now);
    await recordChargeChange(tx, {
      actor: { kind: "hirer", name: "Hirer (charge page)" },
      action: "damage_charge.viewed",
      before: charge,
      id: charge.id,
      companyId: charge.companyId,
    });
  });
  return currentChargeView(token);
}

/**
 * The hirer's answer. The first one stands: a conditional move from `sent` with this link's
 * hash, so of two tabs exactly one records it (and its event); the other sees the state.
 */
export async function answerCharge(options: {
  token: string;
  decision: "accepted" | "disputed";
  comment: string | null;
}): Promise<ChargeView> {
  const charge = await findByToken(options.token);
  if (!charge || charge.status !== "sent") return view(charge);
  const now = new Date();
  await db.$transaction(async (tx) => {
    const { count } = await tx.damageCharge.updateMany({
      where: { id: charge.id, status: "sent", tokenHash: charge.tokenHash },
      data: {
        status: options.decision,
        responseDecision: options.decision,
        responseComment: options.decision === "disputed" ? options.comment : null,
        respondedAt: now,
        pdfKey: null,
        pdfSha256: null,
      },
    });
    if (count === 0) return;
    await dropSupersededPack(tx, charge);
    await addStep(
      tx,
      charge,
      options.decision,
      now,
      options.decision === "disputed" ? options.comment : null,
    );
    const after = await recordChargeChange(tx, {
      actor: { kind: "hirer", name: "Hirer (charge page)" },
      action: `damage_charge.${options.decision}`,
      before: charge,
      id: charge.id,
      companyId: charge.companyId,
    });
    const vehicle = await tx.agreement.findFirstOrThrow({
      where: { id: charge.agreementId, companyId: charge.companyId },
      select: { vehicle: { select: { vrm: true } } },
    });
    await queueAnswerEmails(tx, { charge: after, vrm: vehicle.vehicle.vrm });
    await writeEvent(tx, {
      companyId: charge.companyId,
      type: options.decision === "accepted" ? "damage_charge.accepted" : "damage_charge.disputed",
      object: toDamageCharge(after),
    });
  });
  return currentChargeView(options.token);
}

/** A before or after photo of a line of the charge the token names (its thumbnail), or null. */
export async function chargePhoto(
  token: string,
  mediaId: string,
): Promise<{ body: Buffer; contentType: string } | null> {
  const charge = await findByToken(token);
  if (!charge || stateOf(charge) === "withdrawn") return null;
  const photos = await linePhotos(charge);
  const shown = [...photos.values()].some(
    (p) => p.before?.mediaId === mediaId || p.after?.mediaId === mediaId,
  );
  if (!shown) return null;
  const media = await db.media.findFirst({
    where: { id: mediaId, companyId: charge.companyId },
    select: { thumbnailKey: true },
  });
  const body = media ? await storage().get(media.thumbnailKey) : null;
  return body ? { body, contentType: "image/jpeg" } : null;
}
