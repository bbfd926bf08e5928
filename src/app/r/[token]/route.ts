// A share link (/r/<token>): the signed PDF of a report, without an account, for 30
// days. An unknown, replaced or expired link gets a short page saying so.
import { AppError } from "~/server/errors";
import { HIRER_HEADERS } from "~/server/http/pages/hirer-page";
import { pdfResponse } from "~/server/http/files/report-files";
import { readSharedPdf } from "~/server/services/reports/report-pdf";

export const dynamic = "force-dynamic";

const GONE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Link not available - Kerbside</title>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem; color: #0f172a">
<h1 style="font-size: 1.4rem">This link is not available</h1>
<p>The report link has expired or has been replaced. Ask the company that sent it for a new link.</p>
</body></html>`;

export async function GET(req: Request, context: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await context.params;
  try {
    const pdf = await readSharedPdf(token);
    const download = new URL(req.url).searchParams.get("download") === "1";
    const response = pdfResponse(pdf, download);
    // Anyone with the link may read it, but no shared cache should keep it.
    response.headers.set("Cache-Control", "private, no-store");
    response.headers.set("Referrer-Policy", "no-referrer");
    response.headers.set("X-Robots-Tag", HIRER_HEADERS["X-Robots-Tag"]);
    return response;
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") {
      return new Response(GONE, { status: 404, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": HIRER_HEADERS["X-Robots-Tag"] } });
    }
    throw error;
  }
}
