// Why a form was refused, in words, announced at once (role="alert"); nothing when all is well.
import { cn } from "./cn";

const TONES = {
  error: "bg-red-50 text-red-800 ring-red-200",
  warning: "bg-amber-50 text-amber-900 ring-amber-200",
} as const;

export function FormProblem({
  message,
  tone = "error",
  className,
}: {
  message: string | null | undefined;
  tone?: keyof typeof TONES;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p role="alert" className={cn("rounded-lg px-3 py-2 text-sm ring-1", TONES[tone], className)}>
      {message}
    </p>
  );
}
