"use client";
// One endpoint: its state and last delivery, and everything done to it (edit, enable or
// disable, secret, test, delivery log, delete).
import { useMutation } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { RelativeTime } from "~/components/ui/relative-time";
import { EVENT_TYPES, type EventType } from "~/server/models/event";
import type { WebhookDelivery, WebhookEndpoint } from "~/server/models/webhook";
import { useTRPC } from "~/trpc/react";
import { AttemptOutcome } from "./attempt-summary";
import { DeliveryLog } from "./delivery-log";
import { EndpointForm } from "./endpoint-form";
import { endpointState, eventLabel } from "./labels";
import { RecoverPanel } from "./recover-panel";
import { SecretPanel } from "./secret-panel";
import { TestPanel } from "./test-panel";

type Props = {
  endpoint: WebhookEndpoint;
  last: WebhookDelivery | undefined;
  freshSecret?: string;
  onChanged: () => void;
};

const TONES = {
  ok: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  off: "bg-slate-100 text-slate-700 ring-slate-200",
  bad: "bg-red-50 text-red-800 ring-red-200",
};

export function EndpointCard({ endpoint, last, freshSecret, onChanged }: Props) {
  const trpc = useTRPC();
  const update = useMutation(trpc.settings.webhooks.updateWebhookEndpoint.mutationOptions());
  const remove = useMutation(trpc.settings.webhooks.deleteWebhookEndpoint.mutationOptions());
  const [editing, setEditing] = useState(false);
  const [showLog, setShowLog] = useState(Boolean(freshSecret));
  const state = endpointState(endpoint);
  const headingId = `endpoint-${endpoint.id}`;
  const firstKind =
    EVENT_TYPES.find((k) => k === endpoint.events[0]) ?? ("report.completed" satisfies EventType);

  const setEnabled = async (enabled: boolean) => {
    try {
      await update.mutateAsync({ id: endpoint.id, enabled });
      toast.success(
        enabled
          ? "Endpoint enabled: new events will be sent."
          : "Endpoint disabled: no events will be sent.",
      );
      onChanged();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Not changed. Try again.");
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-5 rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      data-testid="webhook-endpoint"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h2 id={headingId} className="font-mono text-sm font-semibold break-all">
            {endpoint.url}
          </h2>
          {endpoint.description ? (
            <p className="text-sm text-slate-600">{endpoint.description}</p>
          ) : null}
          <p className="text-xs text-slate-500">
            Sends: {endpoint.events.map(eventLabel).join(" · ")}
          </p>
        </div>
        <span
          className={cn(
            "inline-flex shrink-0 items-center self-start rounded-full px-2.5 py-1 text-xs font-medium ring-1",
            TONES[state.tone],
          )}
          data-testid="endpoint-state"
        >
          {state.label}
        </span>
      </div>
      <p className="text-sm text-slate-700" data-testid="last-delivery">
        Last delivery:{" "}
        {last ? (
          <>
            <AttemptOutcome attempt={last} /> <RelativeTime value={last.created_at} />
          </>
        ) : (
          "none yet"
        )}
      </p>
      {editing ? (
        <EndpointForm
          endpoint={endpoint}
          onDone={() => {
            setEditing(false);
            onChanged();
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="secondary"
            className="min-h-11"
            onClick={() => setEditing(true)}
          >
            Edit
          </Button>
          <Button
            type="button"
            variant="secondary"
            className="min-h-11"
            disabled={update.isPending}
            onClick={() => void setEnabled(!endpoint.enabled)}
          >
            {endpoint.enabled ? "Disable" : "Enable"}
          </Button>
          <Button
            type="button"
            variant="secondary"
            className="min-h-11"
            aria-expanded={showLog}
            onClick={() => setShowLog((v) => !v)}
          >
            {showLog ? "Hide delivery log" : "Delivery log"}
          </Button>
          <ConfirmDialog
            trigger={
              <Button type="button" variant="ghost" className="min-h-11 text-red-700">
                <Trash2 className="size-4" aria-hidden />
                Delete
              </Button>
            }
            title="Delete this endpoint?"
            description="Kerbside stops sending events to it at once, pending retries are dropped, and its delivery log is deleted."
            confirmLabel="Delete endpoint"
            destructive
            onConfirm={async () => {
              try {
                await remove.mutateAsync({ id: endpoint.id });
                toast.success("Endpoint deleted.");
                onChanged();
              } catch (error) {
                toast.error(error instanceof Error ? error.message : "Not deleted. Try again.");
                throw error;
              }
            }}
          />
        </div>
      )}
      <SecretPanel endpointId={endpoint.id} fresh={freshSecret} />
      <TestPanel endpointId={endpoint.id} defaultType={firstKind} onSent={() => setShowLog(true)} />
      {endpoint.enabled ? (
        <RecoverPanel endpointId={endpoint.id} onStarted={() => setShowLog(true)} />
      ) : null}
      {showLog ? <DeliveryLog endpointId={endpoint.id} /> : null}
    </section>
  );
}
