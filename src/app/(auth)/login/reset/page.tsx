import type { Metadata } from "next";
import Link from "next/link";
import { ResetPasswordForm } from "~/components/auth/reset-password-form";

export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string }>;
}) {
  const { token } = await searchParams;
  return (
    <>
      <h1 className="text-2xl font-semibold">Choose a new password</h1>
      {token ? (
        <>
          <p className="mt-1 text-sm text-slate-600">Setting it logs you out on every device.</p>
          <ResetPasswordForm token={token} />
        </>
      ) : (
        <p role="alert" className="mt-4 text-sm text-slate-700">
          This page needs the link from your reset email.{" "}
          <Link className="font-medium text-brand-600 hover:underline" href="/login/forgot">
            Ask for a new link
          </Link>
          .
        </p>
      )}
    </>
  );
}
