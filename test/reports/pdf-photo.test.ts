// The PDF-sized copy of a photo: made by the job its upload queues (upright, 1000 px on its long
// side), read by every PDF after; made by the PDF itself when missing, once for two at a time;
// never made for a photo that is gone; deleted with its original (deleting the photo, deleting its
// checklist item; the retention run's case is in test/privacy/retention.test.ts).
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { storage } from "~/server/integrations/storage";
import { deleteInspection } from "~/server/services/inspections/change-inspection";
import { PDF_PHOTO_EDGE, pdfCopyKey } from "~/server/services/media/media-files";
import { deleteMedia } from "~/server/services/media/read-media";
import { uploadMedia } from "~/server/services/media/upload-media";
import { pdfPhoto } from "~/server/services/reports/pdf-photo";
import { apiKeyCaller } from "../factories";
import { apiCompany } from "../api/http";
import { eventually } from "../eventually";
import { cameraJpeg } from "./helpers";

const actor = { kind: "api_key" } as const;

/** A draft's photos (the first on the first item, turned by EXIF; the rest on the second), once their jobs made their copies. */
async function draftPhotos(count: number) {
  const { companyId } = await apiCompany();
  const api = apiKeyCaller(companyId);
  const report = await api.reports.create({ vrm: "AA19AAA", type: "outbound" });
  const [first, second] = (await api.reports.listInspections({ report_id: report.id })).data;
  const photos = [];
  for (let i = 0; i < count; i++)
    photos.push(
      await uploadMedia({
        actor,
        companyId,
        inspectionId: (i === 0 ? first : second)!.id,
        bytes: await cameraJpeg({ width: 1600, height: 1200, orientation: i === 0 ? 6 : 1 }),
      }),
    );
  for (const p of photos)
    await eventually(() => storage().get(pdfCopyKey(p.storageKey)), {
      what: "the pdf-photo job's copy",
    });
  return { companyId, photos };
}

/** The keys written to storage while `fn` runs. */
async function writesDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const files = storage();
  const put = files.put.bind(files);
  const written: string[] = [];
  files.put = async (key, body, type) => {
    written.push(key);
    return put(key, body, type);
  };
  try {
    await fn();
  } finally {
    files.put = put;
  }
  return written;
}

describe("a photo's PDF-sized copy", () => {
  it("is made upright at 1000 px after the upload, and a PDF reads it without scaling or writing", async () => {
    const { photos } = await draftPhotos(1);
    const copyKey = pdfCopyKey(photos[0]!.storageKey);
    // Orientation 6 (a 1600x1200 sensor image turned a quarter): portrait, long side 1000 px.
    expect(await sharp((await storage().get(copyKey))!).metadata()).toMatchObject({
      format: "jpeg",
      width: (PDF_PHOTO_EDGE * 3) / 4,
      height: PDF_PHOTO_EDGE,
    });

    const marker = await sharp({
      create: { width: 4, height: 3, channels: 3, background: "#ff0000" },
    })
      .jpeg()
      .toBuffer();
    await storage().put(copyKey, marker, "image/jpeg");
    let image: Awaited<ReturnType<typeof pdfPhoto>> = null;
    expect(await writesDuring(async () => (image = await pdfPhoto(photos[0]!.storageKey)))).toEqual(
      [],
    );
    expect(image).toEqual({ data: marker, format: "jpg" });
  });

  it("is made by the PDF when missing, once for two at a time, and kept for the next", async () => {
    const { photos } = await draftPhotos(1);
    const { storageKey } = photos[0]!;
    const copyKey = pdfCopyKey(storageKey);
    await storage().delete(copyKey);

    let images: Awaited<ReturnType<typeof pdfPhoto>>[] = [];
    expect(
      await writesDuring(async () => {
        images = await Promise.all([pdfPhoto(storageKey), pdfPhoto(storageKey)]);
      }),
    ).toEqual([copyKey]);
    const [a, b] = images;
    expect(a?.format).toBe("jpg");
    expect(b?.data.equals(a!.data)).toBe(true);
    expect((await storage().get(copyKey))?.equals(a!.data)).toBe(true);
    expect(await writesDuring(() => pdfPhoto(storageKey))).toEqual([]);
  });

  it("is not made for a photo whose original is gone", async () => {
    const { photos } = await draftPhotos(1);
    const { storageKey } = photos[0]!;
    await Promise.all([storage().delete(storageKey), storage().delete(pdfCopyKey(storageKey))]);
    expect(await pdfPhoto(storageKey)).toBeNull();
    expect(await storage().get(pdfCopyKey(storageKey))).toBeNull();
  });

  it("goes with its original when the photo or its checklist item is deleted", async () => {
    const { companyId, photos } = await draftPhotos(2);
    const [alone, inItem] = photos;

    await deleteMedia({ companyId, actor, id: alone!.id });
    expect(await storage().get(alone!.storageKey)).toBeNull();
    expect(await storage().get(pdfCopyKey(alone!.storageKey))).toBeNull();

    await deleteInspection({ companyId, actor, id: inItem!.inspectionId! });
    expect(await storage().get(inItem!.storageKey)).toBeNull();
    expect(await storage().get(pdfCopyKey(inItem!.storageKey))).toBeNull();
  });
});
