"use client";
// "Send test event": one sample event at once, showing what the receiver answered.
import { useMutation } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { EVENT_TYPES, type EventType } from "~/server/models/event";
import type { WebhookDelivery } from "~/server/models/webhook";
import { useTRPC } from "~/trpc/react";
import { AttemptOutcome } from "./attempt-summary";
import { EVENT_LABELS } from "./labels";

export function TestPanel({
  endpointId,
  defaultType,
  onSent,
}: {
  endpointId: string;
  defaultType: EventType;
  onSent: () => void;
}) {
  const trpc = useTRPC();
  const send = useMutation(trpc.settings.webhooks.testWebhookEndpoint.mutationOptions());
  const [type, setType] = useState<EventType>(defaultType);
  const [result, setResult] = useState<WebhookDelivery | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const run = async () => {
    setError(null);
    try {
      setResult(await send.mutateAsync({ id: endpointId, type }));
      onSent();
    } catch (failure) {
      setError(
        failure instanceof Error ? failure.message : "The test event was not sent. Try again.",
      );
    }
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            Test event
          </label>
          <select
            id={id}
            value={type}
            onChange={(e) => setType(e.target.value as EventType)}
            className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm"
          >
            {EVENT_TYPES.map((kind) => (
              <option key={kind} value={kind}>
                {EVENT_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <Button
          type="button"
          variant="secondary"
          className="min-h-11"
          disabled={send.isPending}
          onClick={() => void run()}
        >
          <Send className="size-4" aria-hidden />
          {send.isPending ? "Sending…" : "Send test event"}
        </Button>
      </div>
      <div aria-live="polite">
        {error ? <p className="text-sm text-red-700">{error}</p> : null}
        {result ? (
          <div
            className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200"
            data-testid="test-result"
          >
            <AttemptOutcome attempt={result} />
            <pre
              tabIndex={0}
              aria-label="The receiver's answer"
              className="max-h-32 overflow-auto font-mono text-xs whitespace-pre-wrap text-slate-700"
            >
              {result.response_excerpt || "(empty body)"}
            </pre>
          </div>
        ) : null}
      </div>
    </div>
  );
}
