import type { WebhookDelivery } from "~/server/models/webhook";
import { cn } from "~/components/ui/cn";

const ERROR_WORDS = {
  timeout: "No answer within 10 seconds",
  connection_failed: "Could not connect",
  address_refused: "Address not allowed",
} as const;

/** An attempt's outcome in words (never colour alone): "200 OK in 84 ms", "Failed: 500 in 12 ms". */
export function AttemptOutcome({ attempt }: { attempt: WebhookDelivery }) {
  const ok = attempt.status === "succeeded";
  const what =
    attempt.response_status !== null
      ? `HTTP ${attempt.response_status}`
      : attempt.error
        ? ERROR_WORDS[attempt.error]
        : "No answer";
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ring-1",
        ok
          ? "bg-emerald-50 text-emerald-800 ring-emerald-200"
          : "bg-red-50 text-red-800 ring-red-200",
      )}
    >
      {ok ? "Delivered" : "Failed"} · {what} · {attempt.duration_ms} ms
    </span>
  );
}
