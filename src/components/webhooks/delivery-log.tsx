"use client";
// An endpoint's delivery log: every attempt (event, attempt, outcome, duration, the answer's
// first characters), newest first, with Resend.
import { useMutation, useQuery } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { RelativeTime } from "~/components/ui/relative-time";
import { useTRPC } from "~/trpc/react";
import { AttemptOutcome } from "./attempt-summary";
import { eventLabel } from "./labels";

export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const trpc = useTRPC();
  const log = useQuery({
    ...trpc.settings.webhooks.listWebhookDeliveries.queryOptions({ id: endpointId, limit: 25 }),
    refetchInterval: 2000,
  });
  const resend = useMutation(trpc.settings.webhooks.resendWebhookEvent.mutationOptions());
  if (log.isPending)
    return (
      <div className="h-24 animate-pulse rounded-lg bg-slate-100" aria-label="Loading deliveries" />
    );
  if (log.isError)
    return (
      <p className="text-sm text-red-700">
        The delivery log could not be loaded. It will try again in a moment.
      </p>
    );
  if (log.data.data.length === 0)
    return (
      <p className="text-sm text-slate-600">
        No deliveries yet. Events you subscribed to appear here within a second of happening; try
        “Send test event”.
      </p>
    );
  return (
    <ul
      className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200"
      aria-label="Delivery attempts"
    >
      {log.data.data.map((attempt) => (
        <li
          key={attempt.id}
          className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-start"
          data-testid="delivery-row"
        >
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-xs font-medium text-slate-900">
                {eventLabel(attempt.event_type)}
              </span>
              <span className="text-xs text-slate-500">
                attempt {attempt.attempt}
                {attempt.test ? " · test" : ""}
              </span>
              <AttemptOutcome attempt={attempt} />
            </div>
            <p className="font-mono text-xs break-all text-slate-500">{attempt.event_id}</p>
            {attempt.response_excerpt ? (
              <p
                className="truncate font-mono text-xs text-slate-600"
                title={attempt.response_excerpt}
              >
                {attempt.response_excerpt}
              </p>
            ) : null}
            <p className="text-xs text-slate-500">
              <RelativeTime value={attempt.created_at} />
              {attempt.next_attempt_at ? (
                <>
                  {" "}
                  · next attempt <RelativeTime value={attempt.next_attempt_at} />
                </>
              ) : null}
            </p>
          </div>
          {attempt.test ? null : (
            <Button
              type="button"
              variant="secondary"
              className="min-h-11 shrink-0"
              aria-label={`Resend “${eventLabel(attempt.event_type)}” ${attempt.event_id}`}
              disabled={resend.isPending}
              onClick={() =>
                void resend
                  .mutateAsync({ id: endpointId, event_id: attempt.event_id })
                  .then((sent) => {
                    toast.success(
                      sent.status === "succeeded"
                        ? "Resent: the receiver accepted it."
                        : `Resent, but it failed again (${sent.response_status ?? sent.error}).`,
                    );
                    return log.refetch();
                  })
                  .catch((error: unknown) =>
                    toast.error(error instanceof Error ? error.message : "Not resent. Try again."),
                  )
              }
            >
              <RotateCw className="size-4" aria-hidden />
              Resend
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
