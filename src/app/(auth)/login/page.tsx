import type { Metadata } from "next";
import Link from "next/link";
import { LoginForm } from "~/components/auth/login-form";

export const metadata: Metadata = { title: "Log in" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ error?: string; callbackUrl?: string }> }) {
  const { error, callbackUrl } = await searchParams;
  return (
    <>
      <h1 className="text-2xl font-semibold">Log in</h1>
      <p className="mt-1 text-sm text-slate-600">Welcome back. Log in to your fleet&apos;s account.</p>
      <LoginForm initialError={error} callbackUrl={callbackUrl ?? "/dashboard"} />
      <p className="mt-6 text-sm text-slate-600">
        New to Kerbside?{" "}
        <Link className="font-medium text-brand-600 hover:underline" href="/signup">
          Create an account
        </Link>
      </p>
    </>
  );
}
