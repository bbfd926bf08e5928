import { ArrowLeft, Paperclip } from "lucide-react";
import { formatUkDateTime } from "~/server/models/uk-format";
import type { Metadata } from "next";
import { IntentLink } from "~/components/ui/intent-link";
import { notFound } from "next/navigation";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Sent email" };

// Mail text is shown as it was sent; links in it are made clickable, nothing else is interpreted.
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href={part} className="break-all text-brand-600 underline">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

export default async function SentEmailDetailPage({ params }: { params: Promise<{ id: string }> }) {
  if (!(await hasPermission("email.read")))
    return <NoAccess what="reading the company's sent email" />;
  const { id } = await params;
  const email = await (await api()).settings.email.get({ id }).catch(() => null);
  if (!email) notFound();

  return (
    <div className="space-y-4">
      <IntentLink
        href="/email"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-600 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        All sent email
      </IntentLink>
      <article className="rounded-[var(--radius-card)] bg-white shadow-sm ring-1 ring-slate-200">
        <header className="space-y-1 border-b border-slate-200 px-4 py-4 sm:px-6">
          <h1 className="text-xl font-semibold">{email.subject}</h1>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-600">
            <dt>To</dt>
            <dd className="break-all text-slate-900">{email.to}</dd>
            <dt>Sent</dt>
            <dd>
              <time dateTime={email.created_at}>{formatUkDateTime(email.created_at)}</time>{" "}
              {email.transport === "stored"
                ? "(stored here, not delivered: no SMTP_URL)"
                : "(delivered by SMTP)"}
            </dd>
          </dl>
        </header>
        <div className="px-4 py-5 sm:px-6">
          <pre
            className="font-sans text-sm leading-6 whitespace-pre-wrap text-slate-800"
            data-testid="email-body"
          >
            <Linkified text={email.text} />
          </pre>
        </div>
        {email.attachments.length > 0 ? (
          <footer className="border-t border-slate-200 px-4 py-4 sm:px-6">
            <h2 className="text-sm font-medium">Attachments</h2>
            <ul className="mt-2 space-y-1 text-sm text-slate-600">
              {email.attachments.map((a) => (
                <li key={a.filename} className="flex items-center gap-2">
                  <Paperclip className="size-3.5" aria-hidden />
                  {a.filename} ({Math.max(1, Math.round(a.size_bytes / 1024))} KB)
                </li>
              ))}
            </ul>
          </footer>
        ) : null}
      </article>
    </div>
  );
}
