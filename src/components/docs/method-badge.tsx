import { cn } from "~/components/ui/cn";

const COLOURS: Record<string, string> = {
  get: "bg-sky-100 text-sky-800",
  post: "bg-emerald-100 text-emerald-800",
  put: "bg-amber-100 text-amber-900",
  delete: "bg-red-100 text-red-800",
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <span
      className={cn(
        "inline-block w-14 rounded px-1.5 py-0.5 text-center font-mono text-xs font-semibold uppercase",
        COLOURS[method],
      )}
    >
      {method}
    </span>
  );
}
