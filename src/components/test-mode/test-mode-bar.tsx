"use client";
// The Test mode switch at the top of every page, and while it is on, the banner saying the
// page shows test data. The choice is this device's (its signed-in session): switching
// reloads every query, as every page then reads the other mode's company.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FlaskConical } from "lucide-react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { cn } from "~/components/ui/cn";
import { useTRPC } from "~/trpc/react";

export function TestModeBar({ testMode }: { testMode: boolean }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const change = useMutation(
    trpc.account.setTestMode.mutationOptions({
      onSuccess: async (saved) => {
        await queryClient.invalidateQueries();
        router.refresh();
        toast.success(
          saved.test_mode ? "Test mode is on: you see test data." : "Test mode is off.",
        );
      },
      onError: (error) => toast.error(`Test mode did not change: ${error.message}`),
    }),
  );
  return (
    <div className={cn("space-y-2", testMode ? "mb-6" : "mb-2")}>
      <div className="flex items-center justify-end gap-3">
        <span id="test-mode-label" className="text-sm font-medium text-slate-700">
          Test mode
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={testMode}
          aria-labelledby="test-mode-label"
          disabled={change.isPending}
          onClick={() => change.mutate({ test_mode: !testMode })}
          className="grid min-h-11 min-w-14 shrink-0 place-items-center rounded-full disabled:opacity-60"
        >
          <span
            className={cn(
              "flex h-7 w-12 items-center rounded-full p-1 transition-colors",
              testMode ? "bg-amber-600" : "bg-slate-500",
            )}
          >
            <span
              className={cn(
                "size-5 rounded-full bg-white shadow transition-transform",
                testMode ? "translate-x-5" : "translate-x-0",
              )}
            />
          </span>
        </button>
      </div>
      {testMode ? (
        <div
          role="status"
          data-testid="test-mode-banner"
          className="flex items-start gap-3 rounded-[var(--radius-card)] bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-400"
        >
          <FlaskConical className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
          <p>
            <span className="font-semibold">Test mode:</span> you see and make test data, as the
            test API key does. It costs nothing real and never mixes with live data. Company
            settings and the team are the same in both modes. Switch Test mode off for live data.
          </p>
        </div>
      ) : null}
    </div>
  );
}
