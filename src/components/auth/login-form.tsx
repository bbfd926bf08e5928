"use client";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";

const GENERIC = "That email and password don't match an account.";

function messageFor(error: string | undefined | null): string | null {
  if (!error) return null;
  return error === "CredentialsSignin" || error === "Configuration" ? GENERIC : error;
}

export function LoginForm({ initialError, callbackUrl }: { initialError?: string; callbackUrl: string }) {
  const router = useRouter();
  const [error, setError] = useState(messageFor(initialError));
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
      setError(messageFor(result?.error) ?? GENERIC);
    }
  }

  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
      <Field label="Email" name="email" type="email" autoComplete="email" required />
      <Field label="Password" name="password" type="password" autoComplete="current-password" required />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? "Logging in…" : "Log in"}
      </Button>
    </form>
  );
}
