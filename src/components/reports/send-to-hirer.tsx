"use client";
// Send a draft report to its hirer to inspect the vehicle themselves (an unattended pick-up or
// return): a link for a chosen time, emailed to the hirer when they have an address and shown
// here once with a copy button. A new link stops the last one working.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "~/components/ui/app-error";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { OneTimeLink } from "~/components/ui/one-time-link";
import { formatUkDateTime } from "~/server/models/uk-format";
import { useTRPC } from "~/trpc/react";

const DURATIONS = [
  { seconds: 3600, label: "1 hour" },
  { seconds: 86_400, label: "1 day" },
  { seconds: 3 * 86_400, label: "3 days" },
  { seconds: 7 * 86_400, label: "7 days" },
] as const;

type Props = {
  report: { id: string; hirer_link_expires_at: string | null };
  /** Runs first when the report does not name the hirer yet (the agreement page names it). */
  prepare?: () => Promise<unknown>;
};

export function SendToHirer({ report, prepare }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const durationId = useId();
  const [seconds, setSeconds] = useState<number>(86_400);
  const [link, setLink] = useState<string | null>(null);
  const send = useMutation(trpc.reports.createHirerLink.mutationOptions());
  const live =
    report.hirer_link_expires_at !== null && Date.parse(report.hirer_link_expires_at) > Date.now();

  const go = async () => {
    try {
      await prepare?.();
      const sent = await send.mutateAsync({ id: report.id, expires_in_seconds: seconds });
      setLink(sent.hirer_url);
      toast.success("Link made. The hirer gets it by email when they have an address.");
      await queryClient.invalidateQueries({ queryKey: trpc.reports.pathKey() });
    } catch (error) {
      toast.error(errorMessage(error, "The link could not be made. Try again."));
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        {live && report.hirer_link_expires_at
          ? `A link is out: it works until ${formatUkDateTime(report.hirer_link_expires_at)}. When the hirer sends, the report is completed for you to review and sign off.`
          : "The hirer walks round the vehicle with their phone and sends the photos, mileage, fuel and any damage. Sending completes this report for you to review and sign off."}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <label htmlFor={durationId} className="block text-sm font-medium text-slate-800">
            Link works for
          </label>
          <select
            id={durationId}
            value={seconds}
            onChange={(e) => setSeconds(Number(e.target.value))}
            className="block min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm"
          >
            {DURATIONS.map((d) => (
              <option key={d.seconds} value={d.seconds}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
        {live ? (
          <ConfirmDialog
            trigger={
              <Button variant="secondary" className="min-h-11">
                <Send className="size-4" aria-hidden />
                Send to hirer
              </Button>
            }
            title="Send a new link to the hirer?"
            description="The link sent before stops working at once. Photos the hirer already sent are kept."
            confirmLabel="Send new link"
            onConfirm={go}
          />
        ) : (
          <Button className="min-h-11" disabled={send.isPending} onClick={() => void go()}>
            <Send className="size-4" aria-hidden />
            {send.isPending ? "Sending…" : "Send to hirer"}
          </Button>
        )}
      </div>
      {link ? <OneTimeLink title="Inspection link (shown once)" link={link} /> : null}
    </div>
  );
}
