"use client";
// The signing secret: hidden until revealed, with copy, and rotation behind a confirmation.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Eye, RefreshCw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { CopyButton } from "~/components/ui/copy-button";
import { useTRPC } from "~/trpc/react";

export function SecretPanel({ endpointId, fresh }: { endpointId: string; fresh?: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const rotate = useMutation(trpc.settings.webhooks.rotateWebhookSecret.mutationOptions());
  const [secret, setSecret] = useState<string | null>(fresh ?? null);
  const reveal = async () => {
    try {
      setSecret(
        (
          await queryClient.fetchQuery(
            trpc.settings.webhooks.getWebhookSecret.queryOptions({ id: endpointId }),
          )
        ).secret,
      );
    } catch {
      toast.error("The secret could not be shown. Reload the page and try again.");
    }
  };
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-800">Signing secret</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          data-testid="webhook-secret"
          className="block min-w-0 flex-1 rounded-md bg-slate-50 px-3 py-2.5 font-mono text-sm break-all ring-1 ring-slate-200"
        >
          {secret ?? "whsec_••••••••••••••••••••••••"}
        </code>
        {secret ? (
          <CopyButton value={secret} label="Copy secret" />
        ) : (
          <Button
            type="button"
            variant="secondary"
            className="min-h-11"
            onClick={() => void reveal()}
          >
            <Eye className="size-4" aria-hidden />
            Reveal secret
          </Button>
        )}
        <ConfirmDialog
          trigger={
            <Button type="button" variant="secondary" className="min-h-11">
              <RefreshCw className="size-4" aria-hidden />
              Rotate secret
            </Button>
          }
          title="Rotate the signing secret?"
          description="A new secret signs every delivery from now on. The current secret goes on signing beside it for 24 hours, so you have a day to update your receiver."
          confirmLabel="Rotate secret"
          onConfirm={async () => {
            try {
              const rotated = await rotate.mutateAsync({ id: endpointId });
              setSecret(rotated.secret);
              toast.success("Secret rotated. The old one keeps working for 24 hours.");
            } catch (error) {
              toast.error(
                error instanceof Error ? error.message : "The secret was not rotated. Try again.",
              );
              throw error;
            }
          }}
        />
      </div>
    </div>
  );
}
