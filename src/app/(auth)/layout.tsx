import type { ReactNode } from "react";
import { Logo } from "~/components/brand/logo";

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-4 py-10">
      <div className="mb-8">
        <Logo />
      </div>
      <div className="w-full max-w-md rounded-[var(--radius-card)] bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {children}
      </div>
    </main>
  );
}
