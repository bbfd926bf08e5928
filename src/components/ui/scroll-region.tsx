import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * A box that scrolls its own content. A keyboard reaches it only if it takes focus, and a
 * screen reader names it when it does (axe's scrollable-region-focusable rule; WCAG 2.1.1).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={label}
      className={cn(
        "rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        className,
      )}
    >
      {children}
    </div>
  );
}
