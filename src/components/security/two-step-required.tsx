"use client";
// Shown in place of every page while the company requires two-step sign-in and this member
// has not set it up; once it is on, the page they asked for appears.
import { useRouter } from "next/navigation";
import { TwoStepCard } from "./two-step-card";

export function TwoStepRequired() {
  const router = useRouter();
  return (
    <div className="max-w-2xl space-y-4">
      <h1 className="text-2xl font-semibold">Set up two-step sign-in</h1>
      <p className="text-sm text-slate-600">
        Your company requires a code from an authenticator app as well as your password. Set it up
        now to go on using Kerbside.
      </p>
      <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <TwoStepCard onEnabled={() => router.refresh()} />
      </div>
    </div>
  );
}
