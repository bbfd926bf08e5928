// Pixel limits, read from the image header before anything is decoded: a signature
// over 2000x1000 and a photo over 50 megapixels are 422 image_too_large, naming the
// field, and nothing changes. The images here are a real PNG header claiming the
// size over a few bytes of pixel data, as an attacker would send them.
import { crc32, deflateSync } from "node:zlib";
import { handleApi } from "~/server/http/rest/rest-handler";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { apiKeyCaller } from "../factories";
import { apiCompany, call, problemOf } from "../api/http";
import { keyRequest, multipart } from "./helpers";

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header says width x height (8-bit greyscale), with one row of pixel data. */
function claimedPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(0, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(width + 1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function draft() {
  const company = await apiCompany();
  const api = apiKeyCaller(company.companyId);
  const report = await api.reports.create({ vrm: "AA19AAA", type: "outbound" });
  const inspection = (await api.reports.listInspections({ report_id: report.id })).data[0]!;
  return { ...company, api, report, inspection };
}

describe("image pixel limits", () => {
  it("refuses an 8000x8000 signature with 422 image_too_large on /signature_png; the report stays completed", async () => {
    const { key, api, report } = await draft();
    const { data } = await api.reports.listInspections({ report_id: report.id });
    for (const inspection of data)
      await api.reports.updateInspection({ id: inspection.id, verdict: "pass" });
    await api.reports.complete({ id: report.id });
    const body = {
      signed_by_name: "Sam",
      signature_png: claimedPng(8000, 8000).toString("base64"),
    };
    const problem = await problemOf(
      await call("POST", `/reports/${report.id}/sign-off`, { key, body }),
      422,
    );
    expect(problem.code).toBe("image_too_large");
    expect(problem.errors).toEqual([expect.objectContaining({ pointer: "/signature_png" })]);
    expect((await db.report.findUniqueOrThrow({ where: { id: report.id } })).status).toBe(
      "completed",
    );
  });

  it("refuses a 16000x16000 photo with 422 image_too_large on /file; nothing is stored", async () => {
    const { key, inspection, companyId } = await draft();
    const form = multipart({
      bytes: claimedPng(16000, 16000),
      name: "huge.png",
      type: "image/png",
    });
    const response = await handleApi(
      keyRequest("POST", `/inspections/${inspection.id}/media`, key, { body: form }),
    );
    const problem = await problemOf(response, 422);
    expect(problem.code).toBe("image_too_large");
    expect(problem.errors).toEqual([expect.objectContaining({ pointer: "/file" })]);
    expect(await db.media.count({ where: { companyId } })).toBe(0);
  });
});
