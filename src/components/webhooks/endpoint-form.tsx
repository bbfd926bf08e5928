"use client";
// Add or edit an endpoint: its URL, a description, and a checklist of the event kinds (or all).
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { EVENT_TYPES, type EventType } from "~/server/models/event";
import type { WebhookEndpoint } from "~/server/models/webhook";
import { useTRPC } from "~/trpc/react";
import { fieldErrors } from "~/components/ui/field-errors";
import { EVENT_LABELS, urlRefusal } from "./labels";

type Props = {
  endpoint?: WebhookEndpoint;
  onDone: (saved: WebhookEndpoint & { secret?: string }) => void;
  onCancel: () => void;
};

export function EndpointForm({ endpoint, onDone, onCancel }: Props) {
  const trpc = useTRPC();
  const create = useMutation(trpc.settings.webhooks.createWebhookEndpoint.mutationOptions());
  const update = useMutation(trpc.settings.webhooks.updateWebhookEndpoint.mutationOptions());
  const [url, setUrl] = useState(endpoint?.url ?? "");
  const [description, setDescription] = useState(endpoint?.description ?? "");
  const [all, setAll] = useState(endpoint ? endpoint.events.includes("*") : false);
  const [kinds, setKinds] = useState<EventType[]>(
    endpoint ? (endpoint.events.filter((e) => e !== "*") as EventType[]) : [],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const groupId = useId();
  const pending = create.isPending || update.isPending;

  const toggle = (kind: EventType) =>
    setKinds((current) =>
      current.includes(kind) ? current.filter((k) => k !== kind) : [...current, kind],
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    const events = all ? ["*" as const] : kinds;
    try {
      const fields = { url: url.trim(), events, description: description.trim() || null };
      const saved = endpoint
        ? await update.mutateAsync({ id: endpoint.id, ...fields })
        : await create.mutateAsync(fields);
      toast.success(
        endpoint ? "Endpoint saved." : "Endpoint added. Copy its signing secret below.",
      );
      onDone(saved);
    } catch (failure) {
      const found = fieldErrors(failure);
      setErrors(
        Object.keys(found).length
          ? found
          : {
              form:
                failure instanceof Error
                  ? failure.message
                  : "The endpoint was not saved. Try again.",
            },
      );
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="space-y-4"
      aria-label={endpoint ? "Edit endpoint" : "Add endpoint"}
    >
      <Field
        label="Endpoint URL"
        type="url"
        inputMode="url"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        placeholder="https://example.com/kerbside-webhooks"
        error={urlRefusal(errors["/url"])}
        hint="Kerbside POSTs signed JSON here. https only."
      />
      <Field
        label="Description (optional)"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        maxLength={500}
        error={errors["/description"]}
      />
      <fieldset aria-describedby={errors["/events"] ? `${groupId}-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">Events to send</legend>
        <label className="mt-2 flex min-h-11 items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            className="size-5"
            checked={all}
            onChange={(e) => setAll(e.target.checked)}
          />
          All events, including kinds added later
        </label>
        <div className="mt-1 grid gap-x-6 sm:grid-cols-2">
          {EVENT_TYPES.map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="size-5"
                disabled={all}
                checked={all || kinds.includes(kind)}
                onChange={() => toggle(kind)}
              />
              <span>
                <code className="font-mono text-xs text-slate-900">{kind}</code>
                <span className="block text-xs text-slate-500">{EVENT_LABELS[kind]}</span>
              </span>
            </label>
          ))}
        </div>
        {errors["/events"] ? (
          <p id={`${groupId}-error`} role="alert" className="mt-1 text-sm text-red-700">
            Choose at least one event.
          </p>
        ) : null}
      </fieldset>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending} className="min-h-11">
          {pending ? "Saving…" : endpoint ? "Save endpoint" : "Add endpoint"}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} className="min-h-11">
          Cancel
        </Button>
      </div>
    </form>
  );
}
