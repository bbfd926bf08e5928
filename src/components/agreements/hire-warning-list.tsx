// The hire gate's warnings as sentences: those that block the handover say so in words (and
// in red), the others in amber. Used by the wizard's review, the agreement page, the send
// panel and the handover dialog.
import { Ban, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";
import { isBlocking, type HireWarning } from "~/server/models/hire-warning";

export const blockingOf = (warnings: readonly HireWarning[]) =>
  warnings.filter((w) => isBlocking(w.code));

export function HireWarningList({
  warnings,
  title,
  blockingLabel = "Blocks the handover",
  children,
}: {
  warnings: readonly HireWarning[];
  title: string;
  /** What a blocking warning's tag says (once the vehicle is out, it blocks nothing now). */
  blockingLabel?: string;
  /** A sentence under the list: what the warnings mean at this step. */
  children?: ReactNode;
}) {
  if (warnings.length === 0) return null;
  const blocks = blockingOf(warnings).length > 0;
  return (
    <div
      data-testid="hire-warnings"
      className={cn(
        "rounded-lg p-3 text-sm ring-1",
        blocks
          ? "bg-red-50 text-red-950 ring-red-200"
          : "bg-amber-50 text-amber-950 ring-amber-300",
      )}
    >
      <p className="font-medium">{title}</p>
      <ul className="mt-2 space-y-2">
        {warnings.map((w) => {
          const blocking = isBlocking(w.code);
          const Icon = blocking ? Ban : TriangleAlert;
          return (
            <li key={w.code} className="flex gap-2">
              <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                {w.message}
                {blocking ? (
                  <span className="ml-1.5 inline-block rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900 ring-1 ring-red-300">
                    {blockingLabel}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      {children ? <div className="mt-2">{children}</div> : null}
    </div>
  );
}
