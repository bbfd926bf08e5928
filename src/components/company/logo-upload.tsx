"use client";
import { ImageUp, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useRef, useState, type ChangeEvent } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";

const MAX_BYTES = 2 * 1024 * 1024;
const ACCEPT = "image/png,image/jpeg,image/webp";

async function problemMessage(response: Response, fallback: string): Promise<string> {
  const body = (await response.json().catch(() => null)) as { detail?: string } | null;
  return body?.detail ?? fallback;
}

export function LogoUpload({ hasLogo }: { hasLogo: boolean }) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [version, setVersion] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setError(null);
    // Checked here to save a wasted upload; the server checks the bytes again.
    if (file.size > MAX_BYTES) {
      setError("The logo must be 2 MB or smaller.");
      return;
    }
    setBusy(true);
    const body = new FormData();
    body.append("file", file);
    const response = await fetch("/api/company/logo", { method: "POST", body }).catch(() => null);
    setBusy(false);
    if (!response?.ok) {
      setError(
        response
          ? await problemMessage(response, "The logo could not be uploaded.")
          : "You seem to be offline. Try again.",
      );
      return;
    }
    toast.success("Logo updated.");
    setVersion(Date.now());
    router.refresh();
  };

  const remove = async () => {
    const response = await fetch("/api/company/logo", { method: "DELETE" }).catch(() => null);
    if (!response?.ok) {
      toast.error(
        response
          ? await problemMessage(response, "The logo could not be removed.")
          : "You seem to be offline. Try again.",
      );
      throw new Error("logo not removed");
    }
    toast.success("Logo removed.");
    router.refresh();
  };

  return (
    <section
      aria-labelledby="logo-heading"
      className="rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="logo-heading" className="text-base font-semibold">
        Logo
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Printed at the top of your reports and agreements. PNG, JPEG or WebP, up to 2 MB.
      </p>
      <div className="mt-4 grid min-h-28 place-items-center rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4">
        {hasLogo ? (
          // eslint-disable-next-line @next/next/no-img-element -- a private, session-authenticated image; next/image would proxy it
          <img
            src={`/api/company/logo?v=${version}`}
            alt="Your company logo"
            className="max-h-24 max-w-full object-contain"
          />
        ) : (
          <p className="text-sm text-slate-500">
            No logo yet. Your business name is printed instead.
          </p>
        )}
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          id="logo-file"
          onChange={(e) => void upload(e)}
          aria-label="Logo file"
        />
        <Button
          type="button"
          variant="secondary"
          className="min-h-11"
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          <ImageUp className="size-4" aria-hidden />
          {busy ? "Uploading…" : hasLogo ? "Replace logo" : "Upload logo"}
        </Button>
        {hasLogo ? (
          <ConfirmDialog
            trigger={
              <Button
                type="button"
                variant="ghost"
                className="min-h-11 text-red-700 hover:bg-red-50"
              >
                <Trash2 className="size-4" aria-hidden />
                Remove
              </Button>
            }
            title="Remove the logo?"
            description="New reports and agreements will show your business name instead. Documents already signed keep the logo they were made with."
            confirmLabel="Remove logo"
            destructive
            onConfirm={remove}
          />
        ) : null}
      </div>
    </section>
  );
}
