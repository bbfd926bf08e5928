"use client";
// Signed-in devices: where this account is logged in, and a way to end any of them.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Monitor } from "lucide-react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { RelativeTime } from "~/components/ui/relative-time";
import { useTRPC } from "~/trpc/react";

export function DevicesCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const devices = useQuery(trpc.account.sessions.queryOptions());
  const end = useMutation(trpc.account.endSession.mutationOptions());
  const endOthers = useMutation(trpc.account.endOtherSessions.mutationOptions());
  const refresh = () => queryClient.invalidateQueries(trpc.account.sessions.queryFilter());

  if (!devices.data)
    return (
      <div
        className="h-24 animate-pulse rounded-lg bg-slate-100"
        aria-label="Loading signed-in devices"
      />
    );
  const others = devices.data.filter((d) => !d.current);
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-100" aria-label="Signed-in devices">
        {devices.data.map((d) => (
          <li
            key={d.id}
            className="flex flex-wrap items-center gap-3 py-3"
            data-testid="signed-in-device"
          >
            <Monitor className="size-5 shrink-0 text-slate-400" aria-hidden />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium text-slate-900">
                {d.device}
                {d.current ? (
                  <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs text-emerald-800 ring-1 ring-emerald-200">
                    This device
                  </span>
                ) : null}
              </p>
              <p className="text-slate-600">
                {d.ip_address} · signed in <RelativeTime value={d.signed_in_at} /> · active{" "}
                <RelativeTime value={d.last_active_at} />
              </p>
            </div>
            {d.current ? null : (
              <Button
                variant="secondary"
                className="min-h-11"
                aria-label={`Sign out ${d.device}, ${d.ip_address}`}
                disabled={end.isPending}
                onClick={() =>
                  end.mutate(
                    { session_id: d.id },
                    {
                      onSuccess: () =>
                        void refresh().then(() => toast.success(`${d.device} is signed out.`)),
                      onError: (e) => toast.error(e.message),
                    },
                  )
                }
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <ConfirmDialog
          trigger={<Button variant="secondary">Sign out everywhere else</Button>}
          title={`Sign out ${others.length} other ${others.length === 1 ? "device" : "devices"}?`}
          description="They will need your password (and code) to log in again. This device stays signed in."
          confirmLabel="Sign them out"
          destructive
          onConfirm={async () => {
            try {
              const { ended } = await endOthers.mutateAsync();
              await refresh();
              toast.success(`${ended} ${ended === 1 ? "device" : "devices"} signed out.`);
            } catch (error) {
              toast.error(
                error instanceof Error ? error.message : "They could not be signed out. Try again.",
              );
              throw error;
            }
          }}
        />
      ) : (
        <p className="text-sm text-slate-600">You are signed in on this device only.</p>
      )}
    </div>
  );
}
