"use client";
// Two-step sign-in on Settings › Sign-in and security: set up with a QR code and a first
// code, recovery codes shown once, new codes, and turning it off with the password.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { CopyButton } from "~/components/ui/copy-button";
import { useTRPC } from "~/trpc/react";
import { PasswordAgainForm } from "./password-again-form";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import { TwoStepSetupForm } from "./two-step-setup-form";

export function TwoStepCard({ onEnabled }: { onEnabled?: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.account.twoStep.queryOptions());
  const start = useMutation(trpc.account.startTwoStep.mutationOptions());
  const regenerate = useMutation(trpc.account.regenerateRecoveryCodes.mutationOptions());
  const disable = useMutation(trpc.account.disableTwoStep.mutationOptions());
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries(trpc.account.twoStep.queryFilter());

  if (codes) {
    return (
      <RecoveryCodesPanel
        codes={codes}
        onDone={() => {
          setCodes(null);
          void refresh();
          onEnabled?.();
        }}
      />
    );
  }
  if (!status.data)
    return (
      <div
        className="h-24 animate-pulse rounded-lg bg-slate-100"
        aria-label="Loading two-step sign-in"
      />
    );

  if (!status.data.enabled) {
    const setup = start.data;
    return setup ? (
      <div className="space-y-4">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li>
            Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
            1Password…).
          </li>
          <li>Scan this QR code, or type the key below into the app.</li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        {/* eslint-disable-next-line @next/next/no-img-element -- a generated data: SVG, nothing for next/image to optimise */}
        <img
          src={`data:image/svg+xml;base64,${btoa(setup.qr_svg)}`}
          alt="QR code to add Kerbside to your authenticator app"
          width={176}
          height={176}
          className="rounded-lg bg-white p-2 ring-1 ring-slate-200"
        />
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600">Key:</span>
          <code
            className="rounded bg-slate-100 px-2 py-1 font-mono break-all"
            data-testid="two-step-secret"
          >
            {setup.secret}
          </code>
          <CopyButton value={setup.secret} label="Copy key" />
        </div>
        <TwoStepSetupForm onConfirmed={setCodes} />
      </div>
    ) : (
      <div className="space-y-3">
        <p className="text-sm text-slate-600">
          {status.data.required_by_company
            ? "Your company requires it: set it up to go on using Kerbside."
            : "Besides your password, ask for a code from an app on your phone when you log in. Off for now."}
        </p>
        <Button
          onClick={() => start.mutate(undefined, { onError: (e) => toast.error(e.message) })}
          disabled={start.isPending}
        >
          {start.isPending ? "Preparing…" : "Set up two-step sign-in"}
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
        <ShieldCheck className="size-5" aria-hidden /> On: you log in with your password and a code
        from your app.
      </p>
      <p className="text-sm text-slate-600" data-testid="recovery-codes-left">
        {status.data.recovery_codes_left} of 10 recovery codes left. Each works once, if you lose
        your phone.
      </p>
      <PasswordAgainForm
        opener="Make new recovery codes"
        explanation="Your old recovery codes stop working at once. Keep the new ones somewhere safe."
        submit="Make new codes"
        pending="Making codes…"
        onSubmit={async (password) =>
          setCodes((await regenerate.mutateAsync({ password })).recovery_codes)
        }
      />
      {status.data.required_by_company ? (
        <p className="text-sm text-slate-600">
          Your company requires two-step sign-in, so it can&apos;t be turned off.
        </p>
      ) : (
        <PasswordAgainForm
          opener="Turn off two-step sign-in…"
          explanation="Your account will be protected by your password alone."
          submit="Turn off"
          pending="Turning off…"
          danger
          onSubmit={async (password) => {
            await disable.mutateAsync({ password });
            await refresh();
          }}
        />
      )}
    </div>
  );
}
