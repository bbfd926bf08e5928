// Public: an invitee opens the link from their email. The page says what the link
// is for, or, in plain words, why it can no longer be used.
import type { Metadata } from "next";
import Link from "next/link";
import { AcceptInvitationForm } from "~/components/team/accept-invitation-form";
import { INVITATION_PROBLEMS } from "~/server/models/team";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "~/server/services/permissions";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Join your team", robots: { index: false } };

export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const invitation = await (
    await api()
  ).settings.team.getInvitation({ token: token.slice(0, 200) });

  if (invitation.status !== "pending") {
    return (
      <>
        <h1 className="text-2xl font-semibold">This invitation can&apos;t be used</h1>
        <p
          role="alert"
          className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {INVITATION_PROBLEMS[invitation.status]}
        </p>
        <p className="mt-6 text-sm text-slate-600">
          Already have an account?{" "}
          <Link className="font-medium text-brand-600 hover:underline" href="/login">
            Log in
          </Link>
        </p>
      </>
    );
  }

  return (
    <>
      <h1 className="text-2xl font-semibold">Join {invitation.company_name}</h1>
      <p className="mt-2 text-sm text-slate-600">
        You&apos;ve been invited to Kerbside as{" "}
        <strong className="font-medium text-slate-900">{ROLE_LABELS[invitation.role]}</strong>:{" "}
        {ROLE_DESCRIPTIONS[invitation.role].toLowerCase()}.
      </p>
      <AcceptInvitationForm token={token} email={invitation.email} />
    </>
  );
}
