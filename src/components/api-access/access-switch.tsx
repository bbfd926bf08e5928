"use client";
import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { cn } from "~/components/ui/cn";
import type { ApiAccessSettings } from "~/server/models/api-access";
import { useTRPC } from "~/trpc/react";
import { Card } from "./card";

export function AccessSwitch({
  settings,
  onSaved,
}: {
  settings: ApiAccessSettings;
  onSaved: (s: ApiAccessSettings) => void;
}) {
  const trpc = useTRPC();
  const save = useMutation(trpc.settings.apiAccess.setEnabled.mutationOptions());
  const toggle = async () => {
    try {
      const saved = await save.mutateAsync({ enabled: !settings.enabled });
      onSaved(saved);
      toast.success(
        saved.enabled ? "API access is on." : "API access is off. Every API call is now refused.",
      );
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "The change was not saved. Try again.");
    }
  };
  return (
    <Card id="access-heading" title="Access">
      <div className="flex items-center justify-between gap-4">
        <div>
          <p id="access-label" className="text-sm font-medium">
            Allow API access
          </p>
          <p className="mt-1 text-sm text-slate-600" data-testid="access-status">
            {settings.enabled
              ? "On: integrations can call the API with your key."
              : "Off: every API call is refused (403 api_access_disabled)."}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={settings.enabled}
          aria-labelledby="access-label"
          disabled={save.isPending}
          onClick={() => void toggle()}
          className="grid min-h-11 min-w-14 shrink-0 place-items-center rounded-full disabled:opacity-60"
        >
          <span
            className={cn(
              "flex h-7 w-12 items-center rounded-full p-1 transition-colors",
              settings.enabled ? "bg-brand-600" : "bg-slate-500",
            )}
          >
            <span
              className={cn(
                "size-5 rounded-full bg-white shadow transition-transform",
                settings.enabled ? "translate-x-5" : "translate-x-0",
              )}
            />
          </span>
        </button>
      </div>
    </Card>
  );
}
