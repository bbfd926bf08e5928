import { Inbox } from "lucide-react";

/** What the Sent email page is for, before any mail has gone out. */
export function EmailEmpty({ smtp }: { smtp: boolean }) {
  return (
    <div className="rounded-[var(--radius-card)] bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600" aria-hidden>
        <Inbox className="size-5" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">No email yet</h2>
      <p className="mx-auto mt-2 max-w-prose text-sm text-slate-600">
        Every email Kerbside sends for your company appears here: team invitations, signing links for hirers, signed
        documents.{" "}
        {smtp
          ? "Mail is delivered through your SMTP server, and a copy is kept here."
          : "No mail server is configured (SMTP_URL is not set), so mail is kept here instead of being sent. You can read exactly what a hirer or a new colleague would receive."}
      </p>
    </div>
  );
}
