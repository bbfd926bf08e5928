"use client";
import { signIn } from "next-auth/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormProblem } from "~/components/ui/form-problem";
import { INVALID_LOGIN, LOGIN_ERROR, loginErrorMessage } from "~/server/auth/login-messages";

/** `callbackUrl`: a path on this site (the page makes it safe), where a good log-in goes. */
export function LoginForm({
  initialError,
  notice,
  callbackUrl,
}: {
  initialError?: string;
  notice?: string | null;
  callbackUrl: string;
}) {
  const router = useRouter();
  const [error, setError] = useState(loginErrorMessage(initialError));
  const [pending, setPending] = useState(false);
  // After a right password, when two-step sign-in is on: the code step.
  const [askCode, setAskCode] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    const result = await signIn("credentials", {
      email: (form.get("email") as string | null) ?? "",
      password: (form.get("password") as string | null) ?? "",
      code: (form.get("code") as string | null) ?? "",
      redirect: false,
    });
    setPending(false);
    if (result?.ok) {
      router.push(callbackUrl);
      router.refresh();
      return;
    }
    if (result?.error === LOGIN_ERROR.codeRequired) {
      setAskCode(true);
      return;
    }
    setError(loginErrorMessage(result?.error) ?? INVALID_LOGIN);
  }

  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
      {askCode && !error ? (
        <p
          role="status"
          className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-brand-100"
        >
          Two-step sign-in is on for this account. Enter the code from your app.
        </p>
      ) : null}
      {notice && !error && !askCode ? (
        <p
          role="status"
          className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200"
        >
          {notice}
        </p>
      ) : null}
      <FormProblem message={error} />
      <div className={askCode ? "hidden" : "space-y-4"}>
        <Field label="Email" name="email" type="email" autoComplete="email" required />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
      </div>
      {askCode ? (
        <Field
          label="Authentication code"
          name="code"
          autoComplete="one-time-code"
          autoFocus
          required
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
        />
      ) : null}
      <p className="text-sm">
        <Link
          className="inline-flex min-h-11 items-center font-medium text-brand-600 hover:underline"
          href="/login/forgot"
        >
          Forgot password?
        </Link>
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? "Logging in…" : askCode ? "Verify" : "Log in"}
      </Button>
    </form>
  );
}
