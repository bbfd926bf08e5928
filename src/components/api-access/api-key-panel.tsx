"use client";
import { useMutation } from "@tanstack/react-query";
import { KeyRound, RefreshCw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { CopyButton } from "~/components/ui/copy-button";
import { RelativeTime } from "~/components/ui/relative-time";
import type { ApiAccessSettings } from "~/server/models/api-access";
import { useTRPC } from "~/trpc/react";
import { Card } from "./card";

type Props = {
  settings: ApiAccessSettings;
  newKey: string | null;
  onRegenerated: (key: string, settings: ApiAccessSettings) => void;
};

export function ApiKeyPanel({ settings, newKey, onRegenerated }: Props) {
  const trpc = useTRPC();
  const regenerate = useMutation(trpc.settings.apiAccess.regenerateKey.mutationOptions());
  const [working, setWorking] = useState(false);
  const run = async () => {
    setWorking(true);
    try {
      const result = await regenerate.mutateAsync();
      onRegenerated(result.api_key, result.settings);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "No new key was made. Try again.");
      throw error;
    } finally {
      setWorking(false);
    }
  };
  const hasKey = settings.key_display !== null;

  return (
    <Card
      id="key-heading"
      title="API key"
      description={
        <>
          Send it as <code className="font-mono text-xs">Authorization: Bearer &lt;key&gt;</code> or{" "}
          <code className="font-mono text-xs">X-API-Key: &lt;key&gt;</code>. Keep it secret, like a
          password.
        </>
      }
    >
      {newKey ? (
        <div className="rounded-lg bg-amber-50 p-4 ring-1 ring-amber-300" role="status">
          <p className="text-sm font-medium text-amber-900">
            Your new API key. Copy it now: it will not be shown again.
          </p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code
              data-testid="new-api-key"
              className="block min-w-0 flex-1 rounded-md bg-white px-3 py-2.5 font-mono text-sm break-all ring-1 ring-amber-200"
            >
              {newKey}
            </code>
            <CopyButton value={newKey} label="Copy key" />
          </div>
        </div>
      ) : null}
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">Current key</dt>
          <dd className="mt-0.5 font-mono" data-testid="key-display">
            {settings.key_display ?? "No key yet"}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Created</dt>
          <dd className="mt-0.5">
            {settings.key_created_at ? <RelativeTime value={settings.key_created_at} /> : "–"}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Last used</dt>
          <dd className="mt-0.5" data-testid="key-last-used">
            {settings.key_last_used_at ? (
              <RelativeTime value={settings.key_last_used_at} />
            ) : (
              "Never used"
            )}
          </dd>
        </div>
      </dl>
      <div className="mt-5">
        {hasKey ? (
          <ConfirmDialog
            trigger={
              <Button variant="secondary" className="min-h-11">
                <RefreshCw className="size-4" aria-hidden />
                Regenerate key
              </Button>
            }
            title="Regenerate the API key?"
            description={`The current key (${settings.key_display}) stops working at once for every integration that uses it. The new key is shown once, here.`}
            confirmLabel="Regenerate key"
            destructive
            onConfirm={run}
          />
        ) : (
          <Button
            className="min-h-11"
            disabled={working}
            onClick={() => void run().catch(() => undefined)}
          >
            <KeyRound className="size-4" aria-hidden />
            {working ? "Generating…" : "Generate key"}
          </Button>
        )}
      </div>
    </Card>
  );
}
