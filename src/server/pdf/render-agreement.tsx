// Renders the signed agreement PDF to bytes and seals it (server only).
import { renderToBuffer } from "@react-pdf/renderer";
import type { AgreementPdfData } from "./agreement-data";
import { AgreementDocument } from "./agreement-document";
import { sealPdf } from "./seal";
import "./whole-words";

export async function renderSignedAgreementPdf(data: AgreementPdfData): Promise<Buffer> {
  const unsealed = await renderToBuffer(<AgreementDocument data={data} />);
  return sealPdf(unsealed, {
    reason: `Rental agreement ${data.agreement.id} signed by ${data.signature.name}`,
    signingTime: data.signature.signedAt,
  });
}
