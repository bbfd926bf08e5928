import Link from "next/link";
import { Logo } from "~/components/brand/logo";

/** The header of the public developer pages (/docs, /problems). */
export function PublicHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 sm:px-8">
        <Link href="/docs" className="rounded-lg">
          <Logo />
        </Link>
        <nav aria-label="Developer" className="flex items-center gap-1 text-sm font-medium">
          <Link
            href="/docs"
            className="inline-flex min-h-11 items-center rounded-lg px-2 text-slate-700 sm:px-3 hover:bg-slate-100"
          >
            API reference
          </Link>
          <Link
            href="/docs/webhooks"
            className="inline-flex min-h-11 items-center rounded-lg px-2 text-slate-700 sm:px-3 hover:bg-slate-100"
          >
            Webhooks
          </Link>
          <Link
            href="/problems"
            className="inline-flex min-h-11 items-center rounded-lg px-2 text-slate-700 sm:px-3 hover:bg-slate-100"
          >
            Errors
          </Link>
        </nav>
      </div>
    </header>
  );
}
