import { Lock } from "lucide-react";
import { IntentLink } from "~/components/ui/intent-link";

/** Shown in place of a page the signed-in role may not use (the server refuses its data too). */
export function NoAccess({ what }: { what: string }) {
  return (
    <section className="mx-auto mt-10 max-w-md rounded-[var(--radius-card)] bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <span
        className="mx-auto grid size-12 place-items-center rounded-full bg-slate-100 text-slate-600"
        aria-hidden
      >
        <Lock className="size-5" />
      </span>
      <h1 className="mt-4 text-xl font-semibold">You don&apos;t have access</h1>
      <p className="mt-2 text-sm text-slate-600">
        Your role doesn&apos;t include {what}. If you need it, ask an Owner of your company to
        change your role.
      </p>
      <IntentLink
        href="/dashboard"
        className="mt-6 inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-medium text-brand-600 hover:bg-brand-50"
      >
        Back to the dashboard
      </IntentLink>
    </section>
  );
}
