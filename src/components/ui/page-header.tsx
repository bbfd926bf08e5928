import { Plus } from "lucide-react";
import { IntentLink } from "./intent-link";
import { Suspense, type ReactNode } from "react";
import { Button } from "./button";

type PageHeaderProps = {
  title: string;
  description: string;
  /** The page's one main action ("New report"), when the member may take it. */
  action?: { href: string; label: string } | null;
};

/** A page's title, what the page is for, and its main action. */
export function PageHeader({ title, description, action }: PageHeaderProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </div>
      {action ? (
        <Button asChild>
          <IntentLink href={action.href}>
            <Plus className="size-4" aria-hidden />
            {action.label}
          </IntentLink>
        </Button>
      ) : null}
    </div>
  );
}

/** A list screen: the header, then the list (its filters and rows), `loading` until the address bar is read. */
export function ListPage({
  loading,
  children,
  ...header
}: PageHeaderProps & { loading: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-6">
      <PageHeader {...header} />
      <Suspense fallback={loading}>{children}</Suspense>
    </div>
  );
}
