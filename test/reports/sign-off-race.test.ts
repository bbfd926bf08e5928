// Two sign-offs of one report at the same moment: one wins, the other answers 409
// invalid_state, and the PDF is rendered exactly once (the loser renders nothing).
import { describe, expect, it, vi } from "vitest";
import { toAppError } from "~/server/api/trpc";
import { db } from "~/server/db";
import type * as RenderReport from "~/server/pdf/render-report";
import { renderReportPdf } from "~/server/pdf/render-report";
import { createCompany } from "../factories";
import { answeredReport } from "./helpers";

vi.mock("~/server/pdf/render-report", async (importOriginal) => {
  const real = await importOriginal<typeof RenderReport>();
  return { ...real, renderReportPdf: vi.fn(real.renderReportPdf) };
});

describe("concurrent sign-offs", () => {
  it("render the PDF once; the loser answers 409 invalid_state", async () => {
    const { companyId } = await createCompany();
    const { api, report } = await answeredReport(companyId);
    await api.reports.complete({ id: report.id });
    vi.mocked(renderReportPdf).mockClear();

    const outcomes = await Promise.allSettled([
      api.reports.signOff({ id: report.id, signed_by_name: "First" }),
      api.reports.signOff({ id: report.id, signed_by_name: "Second" }),
    ]);
    const won = outcomes.filter((o) => o.status === "fulfilled");
    const lost = outcomes.flatMap((o) => (o.status === "rejected" ? [toAppError(o.reason)] : []));
    expect(won).toHaveLength(1);
    expect(lost.map((e) => e.code)).toEqual(["invalid_state"]);
    expect(renderReportPdf).toHaveBeenCalledTimes(1);
    const stored = await db.report.findUniqueOrThrow({ where: { id: report.id } });
    expect(stored.status).toBe("signed_off");
    expect(stored.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
  });
});
