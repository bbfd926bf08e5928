"use client";
import { Button } from "~/components/ui/button";
import { CopyButton } from "~/components/ui/copy-button";

/** Recovery codes, shown this once: copy or download them, then carry on. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Kerbside recovery codes (each works once)\n\n${codes.join("\n")}\n`;
  return (
    <div className="space-y-4" role="region" aria-labelledby="recovery-codes-heading">
      <h3 id="recovery-codes-heading" className="text-base font-semibold">
        Save your recovery codes
      </h3>
      <p className="text-sm text-slate-600">
        If you lose your phone, log in with one of these instead of a code. Each works once. They
        are shown only now: copy or download them and keep them somewhere safe.
      </p>
      <ul
        className="grid max-w-sm grid-cols-2 gap-2 font-mono text-sm"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton value={text} label="Copy codes" />
        <Button variant="secondary" asChild>
          <a
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
            download="kerbside-recovery-codes.txt"
          >
            Download
          </a>
        </Button>
        <Button onClick={onDone}>I&apos;ve saved them</Button>
      </div>
    </div>
  );
}
