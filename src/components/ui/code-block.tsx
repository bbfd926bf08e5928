import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * A dark block of code that scrolls sideways inside its own box (never the page). A box that
 * scrolls must be reachable from the keyboard, so it takes focus and names itself (axe's
 * scrollable-region-focusable rule; WCAG 2.1.1).
 */
export function CodeBlock({
  label,
  className,
  children,
  testId,
}: {
  label: string;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <pre
      tabIndex={0}
      aria-label={label}
      className={cn(
        "overflow-x-auto rounded-lg bg-slate-900 p-3 font-mono text-sm text-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        className,
      )}
    >
      <code data-testid={testId}>{children}</code>
    </pre>
  );
}
