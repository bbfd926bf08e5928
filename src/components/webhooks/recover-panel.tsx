"use client";
// "Recover failed deliveries": after an outage on the receiver's side, every event since the
// chosen date whose attempts here failed for good (or that never came while the endpoint was
// off) is sent once more, in the background.
import { useMutation } from "@tanstack/react-query";
import { History } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { useTRPC } from "~/trpc/react";

const DAY_MS = 86_400_000;
const MAX_DAYS = 14;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function RecoverPanel({
  endpointId,
  onStarted,
}: {
  endpointId: string;
  onStarted: () => void;
}) {
  const trpc = useTRPC();
  const recover = useMutation(trpc.settings.webhooks.recoverWebhookDeliveries.mutationOptions());
  const today = dateOf(Date.now());
  const earliest = dateOf(Date.now() - (MAX_DAYS - 1) * DAY_MS);
  const [since, setSince] = useState(dateOf(Date.now() - DAY_MS));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();
  const run = async () => {
    setMessage(null);
    try {
      // The start of the chosen day in UTC, or now's 14 days back when that is later.
      const start = Math.max(
        Date.parse(`${since}T00:00:00Z`),
        Date.now() - MAX_DAYS * DAY_MS + 60_000,
      );
      const { events } = await recover.mutateAsync({
        id: endpointId,
        since: new Date(start).toISOString(),
      });
      setMessage({
        ok: true,
        text:
          events === 0
            ? "Nothing to recover: no failed deliveries since then."
            : `${events} event${events === 1 ? "" : "s"} will be sent once more, in the background.`,
      });
      onStarted();
    } catch (failure) {
      setMessage({
        ok: false,
        text: failure instanceof Error ? failure.message : "Recovery did not start. Try again.",
      });
    }
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            Failed since (up to {MAX_DAYS} days back)
          </label>
          <input
            id={id}
            type="date"
            value={since}
            min={earliest}
            max={today}
            onChange={(e) => setSince(e.target.value)}
            className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm"
          />
        </div>
        <Button
          type="button"
          variant="secondary"
          className="min-h-11"
          disabled={recover.isPending || since === ""}
          onClick={() => void run()}
        >
          <History className="size-4" aria-hidden />
          {recover.isPending ? "Starting…" : "Recover failed deliveries"}
        </Button>
      </div>
      <div aria-live="polite">
        {message ? (
          <p
            data-testid="recover-result"
            className={message.ok ? "text-sm text-slate-700" : "text-sm text-red-700"}
          >
            {message.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
