import type { Metadata } from "next";
import { ChangePasswordForm } from "~/components/auth/change-password-form";

export const metadata: Metadata = { title: "Sign-in and security" };

export default function SecurityPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Sign-in and security</h1>
        <p className="mt-1 text-sm text-slate-600">Your own password. Logging out ends your sessions on every device.</p>
      </div>
      <section aria-labelledby="password-heading" className="rounded-[var(--radius-card)] bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="password-heading" className="mb-4 text-lg font-semibold">
          Change password
        </h2>
        <ChangePasswordForm />
      </section>
    </div>
  );
}
