import { Check, CloudOff, Loader2 } from "lucide-react";
import type { SaveState } from "./use-autosave";

/** The small "Saved" line beside autosaved fields; announced politely to screen readers. */
export function SaveIndicator({ state, problem }: { state: SaveState; problem?: string | null }) {
  return (
    <p
      aria-live="polite"
      className="flex min-h-5 items-center gap-1 text-xs text-slate-500"
      data-testid="save-state"
    >
      {state === "saved" ? (
        <>
          <Check className="size-3.5 text-green-700" aria-hidden /> Saved
        </>
      ) : state === "saving" || state === "pending" ? (
        <>
          <Loader2 className="size-3.5 animate-spin motion-reduce:animate-none" aria-hidden />{" "}
          Saving…
        </>
      ) : state === "error" ? (
        <span className="flex items-center gap-1 text-red-700">
          <CloudOff className="size-3.5" aria-hidden /> Not saved yet, retrying. Your changes are
          kept.
        </span>
      ) : state === "rejected" ? (
        <span role="alert" className="flex items-center gap-1 text-red-700">
          <CloudOff className="size-3.5" aria-hidden /> Not saved: {problem}
        </span>
      ) : null}
    </p>
  );
}
