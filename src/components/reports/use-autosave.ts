"use client";
// Autosave for the inspection screen: changes are merged into one pending patch,
// sent after a short pause, one request at a time. A failed save keeps the patch
// (and what the user typed stays on screen), retries on its own, and the page
// warns before it is closed with unsaved changes.
import { useCallback, useEffect, useRef, useState } from "react";
import { appErrorCode, errorMessage } from "~/components/ui/app-error";

export type SaveState = "idle" | "pending" | "saving" | "saved" | "error" | "rejected";

// Answers that a retry cannot change: the user has to change the value (or the page).
const FINAL = new Set([
  "invalid_request",
  "invalid_state",
  "forbidden",
  "not_found",
  "unauthenticated",
]);

const RETRY_MS = 4000;

export function useAutosave<P extends object>(
  save: (patch: Partial<P>) => Promise<unknown>,
  delay = 700,
) {
  const [state, setState] = useState<SaveState>("idle");
  const [problem, setProblem] = useState<string | null>(null);
  const pending = useRef<Partial<P> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<void> | null>(null);
  const saveRef = useRef(save);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const run = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (inFlight.current) await inFlight.current;
    const patch = pending.current;
    if (!patch) return;
    pending.current = null;
    setState("saving");
    const attempt = saveRef.current(patch).then(
      () => {
        setProblem(null);
        if (!pending.current) setState("saved");
      },
      (error: unknown) => {
        // Newer edits win over the failed ones; nothing typed is dropped.
        pending.current = { ...patch, ...(pending.current ?? {}) };
        if (FINAL.has(appErrorCode(error) ?? "")) {
          setProblem(errorMessage(error, "This change was refused."));
          setState("rejected");
          return;
        }
        setState("error");
        timer.current = setTimeout(() => void run(), RETRY_MS);
      },
    );
    inFlight.current = attempt.finally(() => {
      inFlight.current = null;
    });
    await inFlight.current;
  }, []);

  const queue = useCallback(
    (patch: Partial<P>, options?: { now?: boolean }) => {
      pending.current = { ...(pending.current ?? {}), ...patch };
      setState("pending");
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(), options?.now ? 0 : delay);
    },
    [run, delay],
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (pending.current || inFlight.current) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => {
      window.removeEventListener("beforeunload", warn);
      // Leaving a step sends what it still holds.
      if (pending.current) void run();
    };
  }, [run]);

  return { state, problem, queue, flush: run };
}
