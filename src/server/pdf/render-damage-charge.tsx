// Renders the damage charge evidence pack to bytes and seals it like the agreement PDF.
import { renderToBuffer } from "@react-pdf/renderer";
import type { ChargePdfData } from "./damage-charge-data";
import { DamageChargeDocument } from "./damage-charge-document";
import { sealPdf } from "./seal";
import "./whole-words";

export async function renderDamageChargePdf(data: ChargePdfData, at: Date): Promise<Buffer> {
  const unsealed = await renderToBuffer(<DamageChargeDocument data={data} />);
  return sealPdf(unsealed, {
    reason: `Damage charge ${data.charge.id} evidence pack (${data.charge.status})`,
    signingTime: at,
  });
}
