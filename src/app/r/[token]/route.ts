// A share link (/r/<token>): the signed PDF of a report, without an account, for 30
// days. An unknown, replaced or expired link gets a short page saying so.
import { AppError } from "~/server/errors";
import { fileResponse } from "~/server/http/files/file-response";
import { PUBLIC_PAGE_HEADERS } from "~/server/http/security-headers";
import { readSharedPdf } from "~/server/services/reports/report-pdf";

export const dynamic = "force-dynamic";

const GONE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Link not available - Kerbside</title>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem; color: #0f172a">
<h1 style="font-size: 1.4rem">This link is not available</h1>
<p>The report link has expired or has been replaced. Ask the company that sent it for a new link.</p>
</body></html>`;

export async function GET(
  req: Request,
  context: { params: Promise<{ token: string }> },
): Promise<Response> {
  const { token } = await context.params;
  try {
    const pdf = await readSharedPdf(token);
    const download = new URL(req.url).searchParams.get("download") === "1";
    // Anyone with the link may read it, but no shared cache should keep it.
    return fileResponse(pdf.bytes, "application/pdf", {
      cache: "private, no-store",
      etag: pdf.sha256,
      filename: pdf.filename,
      download,
      headers: PUBLIC_PAGE_HEADERS,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") {
      return new Response(GONE, {
        status: 404,
        headers: { ...PUBLIC_PAGE_HEADERS, "Content-Type": "text/html; charset=utf-8" },
      });
    }
    throw error;
  }
}
