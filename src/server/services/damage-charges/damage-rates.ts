// The company's rate card: 21 rates (type x severity), the contract's defaults until the
// company changes one. A charge copies the rates as they are when it is made.
import { db, type Tx } from "../../db";
import { notFound } from "../../errors";
import {
  defaultRatePence,
  RATE_KEYS,
  type DamageRate,
  type UpdateDamageRateInput,
} from "../../models/damage-charge";
import type { DamageSeverity, DamageType } from "../../models/damage-words";
import { recordActivity, type ActivityActor } from "../activity/record-activity";

export type RateCard = (type: DamageType, severity: DamageSeverity) => number;

/** The company's rates as a lookup, read once. */
export async function rateCard(
  client: Pick<Tx, "damageRate">,
  companyId: string,
): Promise<RateCard> {
  const rows = await client.damageRate.findMany({ where: { companyId } });
  const set = new Map(rows.map((r) => [`${r.type}_${r.severity}`, r.amountPence]));
  return (type, severity) => set.get(`${type}_${severity}`) ?? defaultRatePence(type, severity);
}

/** GET /damage-rates: every rate, type then severity order. */
export async function listDamageRates(options: { companyId: string }): Promise<DamageRate[]> {
  const rate = await rateCard(db, options.companyId);
  return RATE_KEYS.map((k) => ({ ...k, amount_pence: rate(k.type, k.severity) }));
}

/** PUT /damage-rates/{id}: the caller's company only. */
export async function updateDamageRate(options: {
  companyId: string;
  actor: ActivityActor;
  input: UpdateDamageRateInput;
}): Promise<DamageRate> {
  const { companyId, input } = options;
  const key = RATE_KEYS.find((k) => k.id === input.id);
  if (!key) throw notFound("damage rate");
  return db.$transaction(async (tx) => {
    const before = (await rateCard(tx, companyId))(key.type, key.severity);
    await tx.damageRate.upsert({
      where: {
        companyId_type_severity: { companyId, type: key.type, severity: key.severity },
      },
      create: {
        companyId,
        type: key.type,
        severity: key.severity,
        amountPence: input.amount_pence,
      },
      update: { amountPence: input.amount_pence },
    });
    await recordActivity(tx, {
      companyId,
      actor: options.actor,
      action: "damage_rate.updated",
      object: { type: "damage_rate", id: key.id, name: `${key.severity} ${key.type}` },
      changes:
        before === input.amount_pence
          ? []
          : [{ field: "amount_pence", before, after: input.amount_pence }],
    });
    return { ...key, amount_pence: input.amount_pence };
  });
}
