import sharp from "sharp";
import { handleApi } from "~/server/http/rest/rest-handler";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { storage } from "~/server/integrations/storage";
import { MediaItem } from "~/server/models/media";
import { stripJpegMetadata } from "~/server/services/media/strip-jpeg-metadata";
import { uploadMedia } from "~/server/services/media/upload-media";
import { apiKeyCaller } from "../factories";
import { apiCompany, problemOf } from "../api/http";
import { cameraJpeg, keyRequest, multipart } from "./helpers";

async function draftWithInspection() {
  const company = await apiCompany();
  const api = apiKeyCaller(company.companyId);
  const report = await api.reports.create({ vrm: "AA19AAA", type: "outbound" });
  const inspection = (await api.reports.listInspections({ report_id: report.id })).data[0]!;
  return { ...company, api, report, inspection };
}

function upload(key: string, inspectionId: string, form: FormData) {
  return handleApi(keyRequest("POST", `/inspections/${inspectionId}/media`, key, { body: form }));
}

describe("photo upload", () => {
  it("stores a JPEG upright, without GPS or camera data, with a thumbnail, and lists it", async () => {
    const { key, inspection, report } = await draftWithInspection();
    const photo = await cameraJpeg({ width: 120, height: 80, orientation: 6 });
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const response = await upload(
      key,
      inspection.id,
      multipart({ bytes: photo, name: "IMG_0001.jpg", type: "image/jpeg" }, "Front bumper scuff"),
    );
    expect(response.status).toBe(201);
    const item = MediaItem.parse(await response.json());
    // Orientation 6 means "rotate 90°": the stored image is portrait.
    expect(item).toMatchObject({
      inspection_id: inspection.id,
      content_type: "image/jpeg",
      width: 80,
      height: 120,
      caption: "Front bumper scuff",
    });
    expect(item.url).toBe(`http://localhost:3000/api/v1/media/${item.id}`);
    expect(item.thumbnail_url).toBe(`${item.url}?variant=thumbnail`);

    const original = await handleApi(keyRequest("GET", `/media/${item.id}`, key));
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    expect(original.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    const bytes = Buffer.from(await original.arrayBuffer());
    expect(bytes.length).toBe(item.size_bytes);
    const stored = await sharp(bytes).metadata();
    expect(stored).toMatchObject({ width: 80, height: 120 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation ?? 1).toBe(1);
    expect(bytes.includes(Buffer.from("KerbsideTestCam"))).toBe(false);

    const thumbnail = await handleApi(
      keyRequest("GET", `/media/${item.id}?variant=thumbnail`, key),
    );
    expect(thumbnail.headers.get("content-type")).toBe("image/jpeg");
    const thumbMeta = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect(thumbMeta).toMatchObject({ format: "jpeg", width: 80, height: 120 });
    expect(thumbMeta.exif).toBeUndefined();

    const list = await handleApi(keyRequest("GET", `/inspections/${inspection.id}/media`, key));
    expect(await list.json()).toEqual({ data: [item], has_more: false, next_cursor: null });
    const all = await handleApi(keyRequest("GET", `/reports/${report.id}/media`, key));
    expect(((await all.json()) as { data: unknown[] }).data).toEqual([item]);
  });

  it("strips an upright JPEG's metadata without re-encoding its pixels, and shrinks big photos' thumbnails to 400 px", async () => {
    const { companyId, inspection } = await draftWithInspection();
    const photo = await cameraJpeg({ width: 1600, height: 1200 });
    const row = await uploadMedia({
      actor: { kind: "api_key" },
      companyId,
      inspectionId: inspection.id,
      bytes: photo,
    });
    expect(row).toMatchObject({ width: 1600, height: 1200, contentType: "image/jpeg" });
    const stored = (await storage().get(row.storageKey))!;
    expect(stored.equals(stripJpegMetadata(photo)!)).toBe(true);
    expect(stored.includes(Buffer.from("KerbsideTestCam"))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(await sharp((await storage().get(row.thumbnailKey))!).metadata()).toMatchObject({
      width: 400,
      height: 300,
    });
  });

  it("takes PNG and WebP, told by their bytes", async () => {
    const { key, inspection } = await draftWithInspection();
    const png = await sharp({
      create: { width: 30, height: 20, channels: 4, background: "#ff000080" },
    })
      .png()
      .toBuffer();
    const webp = await sharp({
      create: { width: 30, height: 20, channels: 3, background: "#00ff00" },
    })
      .webp()
      .toBuffer();
    const a = await upload(
      key,
      inspection.id,
      multipart({ bytes: png, name: "photo.jpg", type: "image/jpeg" }),
    );
    const b = await upload(
      key,
      inspection.id,
      multipart({ bytes: webp, name: "x.bin", type: "application/octet-stream" }),
    );
    expect(await a.json()).toMatchObject({ content_type: "image/png", width: 30, height: 20 });
    expect(await b.json()).toMatchObject({ content_type: "image/webp" });
  });

  it("answers 415 for a text file named .jpg, and stores nothing", async () => {
    const { key, inspection, companyId } = await draftWithInspection();
    const response = await upload(
      key,
      inspection.id,
      multipart({
        bytes: Buffer.from("not a photo at all"),
        name: "photo.jpg",
        type: "image/jpeg",
      }),
    );
    const problem = await problemOf(response, 415);
    expect(problem).toMatchObject({ code: "unsupported_media_type" });
    const truncated = (await cameraJpeg({ width: 400, height: 300 })).subarray(0, 600);
    await problemOf(
      await upload(
        key,
        inspection.id,
        multipart({ bytes: truncated, name: "cut.jpg", type: "image/jpeg" }),
      ),
      415,
    );
    expect(await db.media.count({ where: { companyId } })).toBe(0);
  });

  it("answers 413 for a file over 20 MB, by its declared length and by its real size", async () => {
    const { key, inspection } = await draftWithInspection();
    const declared = keyRequest("POST", `/inspections/${inspection.id}/media`, key, {
      body: "x",
      headers: {
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(25 * 1024 * 1024),
      },
    });
    expect((await problemOf(await handleApi(declared), 413)).code).toBe("payload_too_large");
    const huge = Buffer.alloc(20 * 1024 * 1024 + 1, 0xff);
    expect(
      (
        await problemOf(
          await upload(
            key,
            inspection.id,
            multipart({ bytes: huge, name: "big.jpg", type: "image/jpeg" }),
          ),
          413,
        )
      ).code,
    ).toBe("payload_too_large");
  });

  it("refuses an oversized upload sent with an Idempotency-Key before reading it, and claims no key", async () => {
    const { key, inspection, companyId } = await draftWithInspection();
    const declared = keyRequest("POST", `/inspections/${inspection.id}/media`, key, {
      body: "x",
      headers: {
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(25 * 1024 * 1024),
        "Idempotency-Key": "big-upload-1",
      },
    });
    expect((await problemOf(await handleApi(declared), 413)).code).toBe("payload_too_large");
    expect(await db.idempotencyKey.count({ where: { companyId } })).toBe(0);
  });

  it("asks for the file field, refuses unknown fields, and refuses other verbs with 405", async () => {
    const { key, inspection } = await draftWithInspection();
    const missing = await problemOf(
      await upload(key, inspection.id, multipart(null, "caption only")),
      400,
    );
    expect(missing.errors).toEqual([{ pointer: "/file", detail: "is required" }]);
    const extra = multipart({ bytes: await cameraJpeg(), name: "a.jpg", type: "image/jpeg" });
    extra.append("altitude", "51.5");
    expect((await problemOf(await upload(key, inspection.id, extra), 400)).errors).toEqual([
      { pointer: "/altitude", detail: "is not a known field" },
    ]);
    const put = await handleApi(keyRequest("PUT", `/inspections/${inspection.id}/media`, key));
    await problemOf(put, 405);
    expect(put.headers.get("allow")).toBe("GET, POST");
  });

  it("takes and deletes photos only while the report is a draft; deleting removes the files", async () => {
    const { key, inspection, api, report, companyId } = await draftWithInspection();
    const first = await uploadMedia({
      actor: { kind: "api_key" },
      companyId,
      inspectionId: inspection.id,
      bytes: await cameraJpeg(),
    });
    const kept = await uploadMedia({
      actor: { kind: "api_key" },
      companyId,
      inspectionId: inspection.id,
      bytes: await cameraJpeg(),
    });

    const deleted = await handleApi(keyRequest("DELETE", `/media/${first.id}`, key));
    expect(await deleted.json()).toEqual({ id: first.id, deleted: true });
    expect(await storage().get(first.storageKey)).toBeNull();
    expect(await storage().get(first.thumbnailKey)).toBeNull();
    await problemOf(await handleApi(keyRequest("GET", `/media/${first.id}`, key)), 404);
    expect((await api.reports.getInspection({ id: inspection.id })).media_count).toBe(1);

    await api.reports.complete({ id: report.id });
    const late = await upload(
      key,
      inspection.id,
      multipart({ bytes: await cameraJpeg(), name: "late.jpg", type: "image/jpeg" }),
    );
    expect((await problemOf(late, 409)).code).toBe("invalid_state");
    await problemOf(await handleApi(keyRequest("DELETE", `/media/${kept.id}`, key)), 409);
    expect(await db.media.count({ where: { companyId } })).toBe(1);
  });

  it("leaves no file behind when the row cannot be written", async () => {
    const { companyId, inspection, report } = await draftWithInspection();

    // Completing the report between the status check and the write: the upload's own transaction refuses it.
    const photo = await cameraJpeg();
    const put = storage().put.bind(storage());
    const written: string[] = [];
    const files = storage();
    files.put = async (key, body, type) => {
      written.push(key);
      await db.report.update({ where: { id: report.id }, data: { status: "completed" } });
      return put(key, body, type);
    };
    try {
      await expect(
        uploadMedia({
          actor: { kind: "api_key" },
          companyId,
          inspectionId: inspection.id,
          bytes: photo,
        }),
      ).rejects.toMatchObject({ code: "invalid_state" });
    } finally {
      files.put = put;
    }
    expect(written).toHaveLength(2);
    for (const key of written) expect(await storage().get(key)).toBeNull();
    expect(await db.media.count({ where: { companyId } })).toBe(0);
  });
});
