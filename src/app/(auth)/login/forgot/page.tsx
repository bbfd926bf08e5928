import type { Metadata } from "next";
import Link from "next/link";
import { ForgotPasswordForm } from "~/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Forgot password" };

export default function ForgotPasswordPage() {
  return (
    <>
      <h1 className="text-2xl font-semibold">Forgot password</h1>
      <p className="mt-1 text-sm text-slate-600">
        Enter your email and we&apos;ll send you a link to choose a new password.
      </p>
      <ForgotPasswordForm />
      <p className="mt-6 text-sm text-slate-600">
        <Link
          className="inline-flex min-h-11 items-center font-medium text-brand-600 hover:underline"
          href="/login"
        >
          Back to log in
        </Link>
      </p>
    </>
  );
}
