import type { Metadata } from "next";
import Link from "next/link";
import { SignUpForm } from "~/components/auth/sign-up-form";

export const metadata: Metadata = { title: "Create an account" };

export default function SignUpPage() {
  return (
    <>
      <h1 className="text-2xl font-semibold">Create your fleet&apos;s account</h1>
      <p className="mt-1 text-sm text-slate-600">
        Pay as you go: 10 free credits to start, £1 per report after that. No seat fees, no
        contract.
      </p>
      <SignUpForm />
      <p className="mt-6 text-sm text-slate-600">
        Already have an account?{" "}
        <Link className="font-medium text-brand-600 hover:underline" href="/login">
          Log in
        </Link>
      </p>
    </>
  );
}
