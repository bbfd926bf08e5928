"use client";
// After an account is made (a confirmed sign-up, an accepted invitation): log straight in
// with the password just typed, and go to the dashboard (or the login page if that fails).
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";

export function useSignInAndGo(): (email: string, password: string) => Promise<void> {
  const router = useRouter();
  return async (email, password) => {
    const result = await signIn("credentials", { email, password, redirect: false });
    router.push(result?.ok ? "/dashboard" : "/login");
    router.refresh();
  };
}
