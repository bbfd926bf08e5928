"use client";
// Settings > Webhooks: the company's endpoints, adding one, and the verification snippet.
import { useQuery } from "@tanstack/react-query";
import { Plus, Webhook } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { useTRPC } from "~/trpc/react";
import { EndpointCard } from "./endpoint-card";
import { EndpointForm } from "./endpoint-form";
import { VerifySnippet } from "./verify-snippet";

export function WebhookSettings() {
  const trpc = useTRPC();
  const endpoints = useQuery(
    trpc.settings.webhooks.listWebhookEndpoints.queryOptions({ limit: 100 }),
  );
  const last = useQuery({
    ...trpc.settings.webhooks.lastWebhookDeliveries.queryOptions(),
    refetchInterval: 3000,
  });
  const [adding, setAdding] = useState(false);
  const [fresh, setFresh] = useState<{ id: string; secret: string } | null>(null);
  const refresh = () => void Promise.all([endpoints.refetch(), last.refetch()]);

  const form = (
    <section
      aria-labelledby="add-endpoint-heading"
      className="rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="add-endpoint-heading" className="mb-4 text-base font-semibold">
        Add an endpoint
      </h2>
      <EndpointForm
        onDone={(saved) => {
          setAdding(false);
          if (saved.secret) setFresh({ id: saved.id, secret: saved.secret });
          refresh();
        }}
        onCancel={() => setAdding(false)}
      />
    </section>
  );

  return (
    <div className="space-y-6">
      {endpoints.isPending ? (
        <div className="space-y-4" aria-label="Loading endpoints">
          <div className="h-40 animate-pulse rounded-[var(--radius-card)] bg-slate-100" />
        </div>
      ) : endpoints.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Your endpoints could not be loaded. Reload the page to try again.
        </p>
      ) : endpoints.data.data.length === 0 && !adding ? (
        <EmptyState
          icon={Webhook}
          title="No webhook endpoints yet"
          action={
            <Button type="button" className="min-h-11" onClick={() => setAdding(true)}>
              <Plus className="size-4" aria-hidden />
              Add endpoint
            </Button>
          }
        >
          Add a URL and Kerbside will POST a signed JSON event to it when reports are completed,
          vehicles and customers are added, agreements are signed, and more.
        </EmptyState>
      ) : (
        <>
          {adding ? (
            form
          ) : (
            <Button type="button" className="min-h-11" onClick={() => setAdding(true)}>
              <Plus className="size-4" aria-hidden />
              Add endpoint
            </Button>
          )}
          {endpoints.data.data.map((endpoint) => (
            <EndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              last={last.data?.find((d) => d.endpoint_id === endpoint.id)}
              freshSecret={fresh?.id === endpoint.id ? fresh.secret : undefined}
              onChanged={refresh}
            />
          ))}
        </>
      )}
      <VerifySnippet />
    </div>
  );
}
