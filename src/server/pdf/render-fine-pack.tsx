// Renders a fine's transfer pack, appends the signed agreement PDF's pages and seals the whole
// file like the agreement PDF (PAdES), server only.
import { PDF } from "@libpdf/core";
import { renderToBuffer } from "@react-pdf/renderer";
import type { FinePackData } from "./fine-pack-data";
import { FinePackDocument } from "./fine-pack-document";
import { sealPdf } from "./seal";
import "./whole-words";

export async function renderFinePack(data: FinePackData, signedAgreement: Buffer): Promise<Buffer> {
  const pack = await renderToBuffer(<FinePackDocument data={data} />);
  const merged = await PDF.merge([new Uint8Array(pack), new Uint8Array(signedAgreement)]);
  return sealPdf(Buffer.from(await merged.save()), {
    reason: `Transfer of liability for ${data.fine.issuer} notice ${data.fine.reference} to the hirer of agreement ${data.agreement.id}`,
    signingTime: data.preparedAt,
  });
}
