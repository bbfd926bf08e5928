"use client";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { ApiAccessSettings } from "~/server/models/api-access";
import { useTRPC } from "~/trpc/react";
import { Card } from "./card";

const toText = (list: string[]) => list.join("\n");

export function AllowListForm({
  settings,
  onSaved,
}: {
  settings: ApiAccessSettings;
  onSaved: (s: ApiAccessSettings) => void;
}) {
  const trpc = useTRPC();
  const save = useMutation(trpc.settings.apiAccess.updateIpAllowList.mutationOptions());
  const [text, setText] = useState(toText(settings.ip_allow_list));
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const saved = await save.mutateAsync({
        ip_allow_list: text
          .split(/[\n,]/)
          .map((s) => s.trim())
          .filter(Boolean),
      });
      setText(toText(saved.ip_allow_list));
      onSaved(saved);
      toast.success(
        saved.ip_allow_list.length
          ? "Allow-list saved."
          : "Allow-list cleared: any address may call the API.",
      );
    } catch (failure) {
      setError(
        failure instanceof Error ? failure.message : "The allow-list was not saved. Try again.",
      );
    }
  };

  return (
    <Card
      id="allow-list-heading"
      title="IP allow-list"
      description="Only these addresses may use the key. Leave it empty to allow any address."
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Allowed IP addresses and ranges
        </label>
        <textarea
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={4}
          spellCheck={false}
          placeholder={"203.0.113.7\n198.51.100.0/24\n2001:db8::/32"}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          className={cn(
            "block w-full rounded-lg border bg-white px-3 py-2 font-mono text-base shadow-sm sm:text-sm",
            error ? "border-red-500" : "border-slate-300",
          )}
        />
        <p id={`${id}-hint`} className="text-sm text-slate-500">
          One per line: an IPv4 or IPv6 address, or a CIDR range.
        </p>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <p className="text-sm text-slate-600" data-testid="allow-list-status">
          {settings.ip_allow_list.length
            ? `${settings.ip_allow_list.length} ${settings.ip_allow_list.length === 1 ? "entry" : "entries"} in force. Calls from other addresses get 403 ip_not_allowed.`
            : "No restriction: any address may call the API."}
        </p>
        <Button type="submit" className="min-h-11" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save allow-list"}
        </Button>
      </form>
    </Card>
  );
}
