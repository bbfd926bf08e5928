import { Inbox } from "lucide-react";
import { EmptyState } from "~/components/ui/empty-state";

/** What the Sent email page is for, before any email has gone out. */
export function EmailEmpty({ smtp }: { smtp: boolean }) {
  return (
    <EmptyState icon={Inbox} title="No email yet">
      Every email Kerbside sends for your company appears here: team invitations, signing links for
      hirers, signed documents.{" "}
      {smtp
        ? "Email is delivered through your SMTP server, and a copy is kept here."
        : "No email server is configured (SMTP_URL is not set), so email is kept here instead of being sent. You can read exactly what a hirer or a new colleague would receive."}
    </EmptyState>
  );
}
