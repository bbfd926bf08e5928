"use client";
import { signIn } from "next-auth/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { INVALID_LOGIN, loginErrorMessage } from "~/server/auth/login-messages";

export function LoginForm({ initialError, notice, callbackUrl }: { initialError?: string; notice?: string | null; callbackUrl: string }) {
  const router = useRouter();
  const [error, setError] = useState(loginErrorMessage(initialError));
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    const result = await signIn("credentials", {
      email: (form.get("email") as string | null) ?? "",
      password: (form.get("password") as string | null) ?? "",
      redirect: false,
    });
    setPending(false);
    if (result?.ok) {
      router.push(callbackUrl.startsWith("/") ? callbackUrl : "/dashboard");
      router.refresh();
    } else {
      setError(loginErrorMessage(result?.error) ?? INVALID_LOGIN);
    }
  }

  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
      {notice && !error ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
      <Field label="Email" name="email" type="email" autoComplete="email" required />
      <Field label="Password" name="password" type="password" autoComplete="current-password" required />
      <p className="text-sm">
        <Link className="inline-flex min-h-11 items-center font-medium text-brand-600 hover:underline" href="/login/forgot">
          Forgot password?
        </Link>
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? "Logging in…" : "Log in"}
      </Button>
    </form>
  );
}
