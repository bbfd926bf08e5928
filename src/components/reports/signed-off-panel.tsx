"use client";
import { useMutation } from "@tanstack/react-query";
import { Download, Link2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { CopyButton } from "~/components/ui/copy-button";
import { RelativeTime } from "~/components/ui/relative-time";
import { formatUkDateTime } from "~/server/models/uk-format";
import type { Report, ShareLink } from "~/server/models/report";
import { useTRPC } from "~/trpc/react";
import { errorMessage } from "~/components/ui/app-error";

/** A signed-off report: its frozen PDF, and a link to share it with someone without an account. */
export function SignedOffPanel({ report }: { report: Report }) {
  const trpc = useTRPC();
  const share = useMutation(trpc.reports.createShareLink.mutationOptions());
  const [link, setLink] = useState<ShareLink | null>(null);

  const createLink = async () => {
    try {
      setLink(await share.mutateAsync({ id: report.id }));
    } catch (error) {
      toast.error(errorMessage(error, "The link could not be created."));
    }
  };

  return (
    <section
      aria-labelledby="signed-heading"
      className="space-y-5 rounded-[var(--radius-card)] bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div>
        <h2 id="signed-heading" className="text-lg font-semibold">
          Signed off
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {report.signed_by_name ? `Signed by ${report.signed_by_name}` : "Signed"}
          {report.customer_signed_name ? ` and by ${report.customer_signed_name} (customer)` : ""}
          {report.signed_off_at ? (
            <>
              {" "}
              <RelativeTime value={report.signed_off_at} />
            </>
          ) : null}
          .
        </p>
      </div>
      <Button asChild size="lg" className="w-full sm:w-auto">
        <a href={`/api/app/reports/${report.id}/pdf`} download>
          <Download className="size-5" aria-hidden />
          Download PDF
        </a>
      </Button>
      {report.pdf_sha256 ? (
        <p className="text-xs break-all text-slate-500">SHA-256 of the PDF: {report.pdf_sha256}</p>
      ) : null}
      <div className="space-y-3 border-t border-slate-200 pt-5">
        <h3 className="text-base font-semibold">Share</h3>
        <p className="text-sm text-slate-600">
          A link that opens the signed PDF without an account, valid for 30 days. A new link stops
          the previous one.
        </p>
        {link ? (
          <div className="space-y-2">
            <div className="flex gap-2">
              <label htmlFor="share-url" className="sr-only">
                Share link
              </label>
              <input
                id="share-url"
                readOnly
                value={link.url}
                onFocus={(e) => e.target.select()}
                className="block min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 text-sm"
              />
              <CopyButton value={link.url} />
            </div>
            <p className="text-xs text-slate-500">
              Valid until {formatUkDateTime(link.expires_at)}.
            </p>
          </div>
        ) : null}
        <Button
          variant="secondary"
          className="min-h-11"
          disabled={share.isPending}
          onClick={() => void createLink()}
        >
          <Link2 className="size-4" aria-hidden />
          {link ? "Create a new link" : "Create share link"}
        </Button>
      </div>
    </section>
  );
}
