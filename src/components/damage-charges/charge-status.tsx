import type { DamageCharge } from "~/server/models/damage-charge";
import { CHARGE_STATUS_LABELS, CHARGE_STATUS_TONES, daysLeftWords } from "./labels";

export function ChargeStatus({ charge }: { charge: DamageCharge }) {
  const left = daysLeftWords(charge);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span
        data-testid="charge-status"
        className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${CHARGE_STATUS_TONES[charge.status]}`}
      >
        {CHARGE_STATUS_LABELS[charge.status]}
      </span>
      {left ? <span className="text-xs text-slate-700">{left}</span> : null}
    </span>
  );
}
