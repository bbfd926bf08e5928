// Test helpers for reports: photos with EXIF orientation and GPS, multipart requests
// to the media route handlers, and a report filled in enough to complete.
import sharp from "sharp";
import { PEER_HEADER } from "~/server/net/client-ip";
import { apiKeyCaller } from "../factories";

export const GPS = {
  GPSLatitudeRef: "N",
  GPSLatitude: "51/1 30/1 2654/100",
  GPSLongitudeRef: "W",
  GPSLongitude: "0/1 7/1 3954/100",
};

/** A JPEG `width` x `height` as stored by the camera, with an EXIF orientation, camera make and GPS position. */
export async function cameraJpeg(
  options: { width?: number; height?: number; orientation?: number } = {},
): Promise<Buffer> {
  const { width = 120, height = 80, orientation = 1 } = options;
  const pixels = sharp({ create: { width, height, channels: 3, background: "#3366cc" } }).jpeg({
    quality: 85,
  });
  const withExif = pixels.withExif({ IFD0: { Make: "KerbsideTestCam", Model: "X1" }, IFD3: GPS });
  return orientation === 1
    ? withExif.toBuffer()
    : withExif.withMetadata({ orientation }).toBuffer();
}

export function multipart(
  file: { bytes: Buffer; name: string; type: string } | null,
  caption?: string,
): FormData {
  const form = new FormData();
  if (file)
    form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  if (caption !== undefined) form.append("caption", caption);
  return form;
}

/** A Request to an /api/v1 handler route, authenticated with `key`. */
export function keyRequest(
  method: string,
  path: string,
  key: string,
  options: { body?: BodyInit; headers?: Record<string, string> } = {},
): Request {
  const headers = new Headers(options.headers);
  headers.set("Authorization", `Bearer ${key}`);
  headers.set(PEER_HEADER, "127.0.0.1");
  return new Request(`http://localhost:3000/api/v1${path}`, {
    method,
    headers,
    body: options.body,
  });
}

export const params = <P extends Record<string, string>>(p: P) => ({ params: Promise.resolve(p) });

/** A draft report with mileage, fuel, every checklist item answered: ready to complete once it has a photo. */
export async function answeredReport(
  companyId: string,
  options: { vrm?: string; type?: "outbound" | "inbound" | "general"; agreementId?: string } = {},
) {
  const api = apiKeyCaller(companyId);
  const report = await api.reports.create({
    vrm: options.vrm ?? "AA19AAA",
    type: options.type ?? "outbound",
    agreement_id: options.agreementId,
  });
  await api.reports.update({ id: report.id, odometer: 42150, fuel_level: 75 });
  const { data } = await api.reports.listInspections({ report_id: report.id });
  for (const inspection of data)
    await api.reports.updateInspection({ id: inspection.id, verdict: "pass" });
  return { api, report, inspections: data };
}
