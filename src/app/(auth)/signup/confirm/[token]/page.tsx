// Public: the link from the sign-up email. It makes the company once the password chosen at
// sign-up is entered, or says in plain words why the link can no longer be used.
import type { Metadata } from "next";
import Link from "next/link";
import { ConfirmSignUpForm } from "~/components/auth/confirm-sign-up-form";
import { api } from "~/trpc/server";

export const metadata: Metadata = {
  title: "Finish signing up",
  referrer: "no-referrer",
  robots: { index: false },
};

export default async function ConfirmSignUpPage({
  params,
}: {
  params: Promise<{ token: string }>;
}) {
  const { token } = await params;
  const request =
    token.length >= 20 && token.length <= 200
      ? await (await api()).account.signUpLink({ token })
      : null;

  if (!request) {
    return (
      <>
        <h1 className="text-2xl font-semibold">This link can&apos;t be used</h1>
        <p
          role="alert"
          className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          It has expired or was already used. Sign up again to get a new one, or log in if your
          account is ready.
        </p>
        <p className="mt-6 flex gap-4 text-sm">
          <Link className="font-medium text-brand-600 hover:underline" href="/signup">
            Sign up again
          </Link>
          <Link className="font-medium text-brand-600 hover:underline" href="/login">
            Log in
          </Link>
        </p>
      </>
    );
  }

  return (
    <>
      <h1 className="text-2xl font-semibold">Finish signing up</h1>
      <p className="mt-2 text-sm text-slate-600">
        Your email is confirmed. Enter the password you chose to create{" "}
        <strong className="font-medium text-slate-900">{request.company_name}</strong>
        &apos;s account.
      </p>
      <ConfirmSignUpForm token={token} email={request.email} />
    </>
  );
}
