import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { AppError } from "~/server/errors";
import { storage } from "~/server/integrations/storage";
import {
  getCompanyLogo,
  removeCompanyLogo,
  setCompanyLogo,
} from "~/server/services/company/company-logo";
import { createCompany } from "./factories";

const image = (format: "png" | "jpeg" | "webp" | "gif", width = 1200, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .toFormat(format)
    .toBuffer();

async function refusal(call: Promise<unknown>) {
  const error = await call.catch((e: unknown) => e);
  if (!(error instanceof AppError)) throw new Error("expected an AppError");
  return { code: error.code, message: error.message };
}

describe("company logo", () => {
  it.each(["png", "jpeg", "webp"] as const)(
    "accepts a %s and stores a PNG at most 600 px wide",
    async (format) => {
      const { companyId } = await createCompany();
      const company = await setCompanyLogo({
        actor: { kind: "api_key" },
        companyId,
        bytes: await image(format),
      });
      expect(company).toMatchObject({
        logoKey: `companies/${companyId}/logo.png`,
        logoContentType: "image/png",
      });

      const logo = await getCompanyLogo({ companyId });
      expect(logo.contentType).toBe("image/png");
      const meta = await sharp(logo.body).metadata();
      expect(meta).toMatchObject({ format: "png", width: 600, height: 200 });
    },
  );

  it("keeps a small logo at its own size", async () => {
    const { companyId } = await createCompany();
    await setCompanyLogo({
      actor: { kind: "api_key" },
      companyId,
      bytes: await image("png", 240, 80),
    });
    expect(await sharp((await getCompanyLogo({ companyId })).body).metadata()).toMatchObject({
      width: 240,
      height: 80,
    });
  });

  it("judges the type from the bytes: a GIF, or text named .png, is refused", async () => {
    const { companyId } = await createCompany();
    expect(
      await refusal(
        setCompanyLogo({ actor: { kind: "api_key" }, companyId, bytes: await image("gif") }),
      ),
    ).toEqual({
      code: "unsupported_media_type",
      message: "The logo must be a PNG, JPEG or WebP image.",
    });
    expect(
      (
        await refusal(
          setCompanyLogo({
            actor: { kind: "api_key" },
            companyId,
            bytes: Buffer.from("not an image at all"),
          }),
        )
      ).code,
    ).toBe("unsupported_media_type");
    expect((await db.company.findUniqueOrThrow({ where: { id: companyId } })).logoKey).toBeNull();
  });

  it("refuses files over 2 MB", async () => {
    const { companyId } = await createCompany();
    const big = Buffer.concat([await image("png", 10, 10), Buffer.alloc(2 * 1024 * 1024)]);
    expect(
      await refusal(setCompanyLogo({ actor: { kind: "api_key" }, companyId, bytes: big })),
    ).toEqual({ code: "payload_too_large", message: "The logo must be 2 MB or smaller." });
  });

  it("removes the logo and its file; without one, reading it is not found", async () => {
    const { companyId } = await createCompany();
    await setCompanyLogo({
      actor: { kind: "api_key" },
      companyId,
      bytes: await image("png", 100, 100),
    });
    await removeCompanyLogo({ actor: { kind: "api_key" }, companyId });
    expect(await storage().get(`companies/${companyId}/logo.png`)).toBeNull();
    expect((await refusal(getCompanyLogo({ companyId }))).code).toBe("not_found");
  });

  it("one company's logo is never another's", async () => {
    const a = await createCompany();
    const b = await createCompany();
    await setCompanyLogo({
      actor: { kind: "api_key" },
      companyId: a.companyId,
      bytes: await image("png", 100, 100),
    });
    expect((await refusal(getCompanyLogo({ companyId: b.companyId }))).code).toBe("not_found");
  });
});
