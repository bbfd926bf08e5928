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
  /** The live key, or the test key (test mode: kbs_test_..., the company's test data alone). */
  mode?: "live" | "test";
};

/** The key's fields of the settings for `mode`. */
function keyOf(settings: ApiAccessSettings, mode: "live" | "test") {
  return mode === "test"
    ? {
        display: settings.test_key_display,
        createdAt: settings.test_key_created_at,
        lastUsedAt: settings.test_key_last_used_at,
      }
    : {
        display: settings.key_display,
        createdAt: settings.key_created_at,
        lastUsedAt: settings.key_last_used_at,
      };
}

export function ApiKeyPanel({ settings, newKey, onRegenerated, mode = "live" }: Props) {
  const trpc = useTRPC();
  const regenerate = useMutation(trpc.settings.apiAccess.regenerateKey.mutationOptions());
  const regenerateTest = useMutation(trpc.settings.apiAccess.regenerateTestKey.mutationOptions());
  const [working, setWorking] = useState(false);
  const test = mode === "test";
  const key = keyOf(settings, mode);
  const noun = test ? "test key" : "API key";
  const id = test ? "test-key" : "key";
  const run = async () => {
    setWorking(true);
    try {
      const result = test
        ? await regenerateTest.mutateAsync().then((r) => ({ ...r, api_key: r.test_api_key }))
        : await regenerate.mutateAsync();
      onRegenerated(result.api_key, result.settings);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "No new key was made. Try again.");
      throw error;
    } finally {
      setWorking(false);
    }
  };
  const hasKey = key.display !== null;

  return (
    <Card
      id={`${id}-heading`}
      title={test ? "Test key" : "API key"}
      description={
        test ? (
          <>
            Works on your test data alone: 1,000 test credits, sandbox registry, licence checks and
            payments, and test webhook endpoints. Nothing it does touches live data or costs money.
          </>
        ) : (
          <>
            Send it as <code className="font-mono text-xs">Authorization: Bearer &lt;key&gt;</code>{" "}
            or <code className="font-mono text-xs">X-API-Key: &lt;key&gt;</code>. Keep it secret,
            like a password.
          </>
        )
      }
    >
      {newKey ? (
        <div className="rounded-lg bg-amber-50 p-4 ring-1 ring-amber-300" role="status">
          <p className="text-sm font-medium text-amber-900">
            Your new {noun}. Copy it now: it will not be shown again.
          </p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code
              data-testid={test ? "new-test-key" : "new-api-key"}
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
          <dd className="mt-0.5 font-mono" data-testid={`${id}-display`}>
            {key.display ?? "No key yet"}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Created</dt>
          <dd className="mt-0.5">{key.createdAt ? <RelativeTime value={key.createdAt} /> : "–"}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Last used</dt>
          <dd className="mt-0.5" data-testid={`${id}-last-used`}>
            {key.lastUsedAt ? <RelativeTime value={key.lastUsedAt} /> : "Never used"}
          </dd>
        </div>
      </dl>
      <div className="mt-5">
        {hasKey ? (
          <ConfirmDialog
            trigger={
              <Button variant="secondary" className="min-h-11">
                <RefreshCw className="size-4" aria-hidden />
                {test ? "Regenerate test key" : "Regenerate key"}
              </Button>
            }
            title={`Regenerate the ${noun}?`}
            description={`The current ${noun} (${key.display}) stops working at once for every integration that uses it. The new key is shown once, here.`}
            confirmLabel={test ? "Regenerate test key" : "Regenerate key"}
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
            {working ? "Generating…" : test ? "Generate test key" : "Generate key"}
          </Button>
        )}
      </div>
    </Card>
  );
}
