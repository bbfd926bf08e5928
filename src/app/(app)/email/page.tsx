import { ChevronRight, Paperclip } from "lucide-react";
import type { Metadata } from "next";
import { IntentLink } from "~/components/ui/intent-link";
import { EmailEmpty } from "~/components/email/email-empty";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { RelativeTime } from "~/components/ui/relative-time";
import { env } from "~/env";
import { api, foundOrNull } from "~/trpc/server";

export const metadata: Metadata = { title: "Sent email" };

export default async function SentEmailPage({
  searchParams,
}: {
  searchParams: Promise<{ cursor?: string }>;
}) {
  if (!(await hasPermission("email.read")))
    return <NoAccess what="reading the company's sent email" />;
  const { cursor: asked } = await searchParams;
  const caller = await api();
  // A cursor Kerbside never gave out (edited or cut short) shows the first page.
  const older = asked
    ? await foundOrNull(caller.settings.email.list({ limit: 25, cursor: asked }))
    : null;
  const cursor = older ? asked : undefined;
  const page = older ?? (await caller.settings.email.list({ limit: 25 }));
  const smtp = Boolean(env.SMTP_URL);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Sent email</h1>
        <p className="mt-1 text-sm text-slate-600">
          {smtp
            ? "Copies of the email Kerbside sent for your company, newest first."
            : "No email server is configured (SMTP_URL), so email is kept here instead of being sent: exactly what a hirer or a colleague would receive."}
        </p>
      </div>
      {page.data.length === 0 && !cursor ? (
        <EmailEmpty smtp={smtp} />
      ) : (
        <section
          aria-label="Emails"
          className="rounded-[var(--radius-card)] bg-white shadow-sm ring-1 ring-slate-200"
        >
          <ul className="divide-y divide-slate-100">
            {page.data.map((email) => (
              <li key={email.id}>
                <IntentLink
                  href={`/email/${email.id}`}
                  className="flex min-h-16 items-center gap-4 px-4 py-3 hover:bg-slate-50 sm:px-5"
                >
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{email.subject}</p>
                    <p className="truncate text-sm text-slate-600">
                      To {email.to}
                      <span className="sm:hidden">
                        {" · "}
                        <RelativeTime value={email.created_at} />
                      </span>
                      {email.attachment_count > 0 ? (
                        <span className="ml-2 inline-flex items-center gap-1">
                          <Paperclip className="size-3.5" aria-hidden />
                          {email.attachment_count} attachment
                          {email.attachment_count === 1 ? "" : "s"}
                        </span>
                      ) : null}
                    </p>
                  </div>
                  <span className="hidden shrink-0 text-sm text-slate-500 sm:block">
                    <RelativeTime value={email.created_at} />
                  </span>
                  <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
                </IntentLink>
              </li>
            ))}
          </ul>
          {page.has_more || cursor ? (
            <nav
              aria-label="Pages"
              className="flex justify-between border-t border-slate-200 px-4 py-3 text-sm sm:px-5"
            >
              {cursor ? (
                <IntentLink
                  href="/email"
                  className="inline-flex min-h-11 items-center font-medium text-brand-600 hover:underline"
                >
                  Newest
                </IntentLink>
              ) : (
                <span />
              )}
              {page.next_cursor ? (
                <IntentLink
                  href={`/email?cursor=${page.next_cursor}`}
                  className="inline-flex min-h-11 items-center font-medium text-brand-600 hover:underline"
                >
                  Older
                </IntentLink>
              ) : null}
            </nav>
          ) : null}
        </section>
      )}
    </div>
  );
}
