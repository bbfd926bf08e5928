import type { Metadata } from "next";
import Link from "next/link";
import { LoginForm } from "~/components/auth/login-form";
import { safeCallbackPath } from "~/server/auth/callback-path";
import { loginNotice } from "~/server/auth/login-messages";
import { appOrigin } from "~/server/http/problem";

export const metadata: Metadata = { title: "Log in" };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ error?: string; notice?: string; callbackUrl?: string }>;
}) {
  const { error, notice, callbackUrl } = await searchParams;
  return (
    <>
      <h1 className="text-2xl font-semibold">Log in</h1>
      <p className="mt-1 text-sm text-slate-600">
        Welcome back. Log in to your fleet&apos;s account.
      </p>
      <LoginForm
        initialError={error}
        notice={loginNotice(notice)}
        callbackUrl={safeCallbackPath(callbackUrl, appOrigin())}
      />
      <p className="mt-6 text-sm text-slate-600">
        New to Kerbside?{" "}
        <Link className="font-medium text-brand-600 hover:underline" href="/signup">
          Create an account
        </Link>
      </p>
    </>
  );
}
