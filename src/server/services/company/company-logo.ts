// The company's logo, printed on its PDFs. The file type is judged from the bytes,
// never the name; whatever comes in is stored as a PNG at most 600 px wide.
import sharp from "sharp";
import { db } from "../../db";
import { AppError, notFound } from "../../errors";
import { storage } from "../../integrations/storage";
import { secretChanges } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MAX_WIDTH = 600;
const ALLOWED_FORMATS = new Set(["png", "jpeg", "webp"]);
// A small file can still decode to a huge bitmap; refuse anything past 50 megapixels.
const MAX_INPUT_PIXELS = 50_000_000;

const logoKey = (companyId: string) => `companies/${companyId}/logo.png`;

async function toLogoPng(bytes: Buffer): Promise<Buffer> {
  const refused = new AppError(
    "unsupported_media_type",
    "The logo must be a PNG, JPEG or WebP image.",
  );
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw refused;
  }
  if (!format || !ALLOWED_FORMATS.has(format)) throw refused;
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: LOGO_MAX_WIDTH, withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw new AppError(
      "unsupported_media_type",
      "The image could not be read. Try saving it again as a PNG or JPEG.",
    );
  }
}

const logoObject = (options: { companyId: string; actor: ActivityActor }) => ({
  companyId: options.companyId,
  actor: options.actor,
  object: { type: "company" as const, id: options.companyId },
});

export async function setCompanyLogo(options: {
  companyId: string;
  actor: ActivityActor;
  bytes: Buffer;
}) {
  if (options.bytes.length === 0)
    throw new AppError("invalid_request", "Choose an image file to upload.");
  if (options.bytes.length > LOGO_MAX_BYTES)
    throw new AppError("payload_too_large", "The logo must be 2 MB or smaller.");
  const png = await toLogoPng(options.bytes);
  const key = logoKey(options.companyId);
  // The file is written before the row points at it.
  await storage().put(key, png, "image/png");
  return db.$transaction(async (tx) => {
    const row = await tx.company.update({
      where: { id: options.companyId },
      data: { logoKey: key, logoContentType: "image/png" },
    });
    await recordActivity(tx, {
      ...logoObject(options),
      action: "company.logo_changed",
      changes: secretChanges("logo"),
    });
    return row;
  });
}

export async function getCompanyLogo(options: {
  companyId: string;
}): Promise<{ body: Buffer; contentType: string }> {
  const company = await db.company.findUnique({
    where: { id: options.companyId },
    select: { logoKey: true, logoContentType: true },
  });
  const body = company?.logoKey ? await storage().get(company.logoKey) : null;
  if (!company?.logoContentType || !body) throw notFound("logo");
  return { body, contentType: company.logoContentType };
}

export async function removeCompanyLogo(options: { companyId: string; actor: ActivityActor }) {
  const company = await db.company.findUnique({
    where: { id: options.companyId },
    select: { logoKey: true },
  });
  if (!company) throw notFound("company");
  const updated = await db.$transaction(async (tx) => {
    const row = await tx.company.update({
      where: { id: options.companyId },
      data: { logoKey: null, logoContentType: null },
    });
    await recordActivity(tx, {
      ...logoObject(options),
      action: "company.logo_removed",
      changes: secretChanges("logo"),
    });
    return row;
  });
  // The row no longer points at the file, so a failed delete leaves only an orphan to sweep.
  if (company.logoKey) await storage().delete(company.logoKey);
  return updated;
}
