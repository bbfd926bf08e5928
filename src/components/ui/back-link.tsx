import { ArrowLeft } from "lucide-react";
import { IntentLink } from "./intent-link";
import type { ReactNode } from "react";

/** The "← Area" link above a page's title, back to the list it came from. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <IntentLink
      href={href}
      className="inline-flex min-h-11 items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </IntentLink>
  );
}
