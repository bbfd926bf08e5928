"use client";
// A link the server shows once (a signing link, a hirer's inspection link): its words, the
// link itself to read or select, and Copy link.
import { useId } from "react";
import { CopyButton } from "./copy-button";

export function OneTimeLink({ title, link }: { title: string; link: string }) {
  const labelId = useId();
  return (
    <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <p className="text-sm font-medium" id={labelId}>
        {title}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code aria-labelledby={labelId} className="min-w-0 flex-1 text-sm break-all">
          {link}
        </code>
        <CopyButton value={link} label="Copy link" />
      </div>
    </div>
  );
}
