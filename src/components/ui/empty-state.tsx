import type { LucideIcon } from "lucide-react";
import { IntentLink } from "./intent-link";
import type { ReactNode } from "react";
import { Button } from "./button";

/** The first action: a link ("Add your first vehicle") or any element. */
type Action = ReactNode | { href: string; label: string };

function ActionOf({ action }: { action: Action }) {
  if (typeof action !== "object" || action === null || !("href" in action)) return action;
  return (
    <Button asChild className="min-h-11">
      <IntentLink href={action.href}>{action.label}</IntentLink>
    </Button>
  );
}

/** A card for a list with nothing in it yet: an icon, a title, what the list is for, and an optional first action. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: Action;
}) {
  return (
    <section className="rounded-[var(--radius-card)] bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <span
        className="mx-auto grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600"
        aria-hidden
      >
        <Icon className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{title}</h2>
      <p className="mx-auto mt-2 max-w-prose text-sm text-slate-600">{children}</p>
      {action ? (
        <div className="mt-6">
          <ActionOf action={action} />
        </div>
      ) : null}
    </section>
  );
}
