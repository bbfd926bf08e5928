"use client";
// Settings > Terms: the templates, an editor for the plain-text body with a preview as
// the hirer will see it, and every version kept. Saving a change makes a new version;
// agreements keep the version they were made with.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Field } from "~/components/ui/field";
import { RelativeTime } from "~/components/ui/relative-time";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { termsParagraphs, type Terms } from "~/server/models/terms";
import { useTRPC } from "~/trpc/react";

function Versions({ id }: { id: string }) {
  const trpc = useTRPC();
  const versions = useQuery(trpc.agreements.listTermsVersions.queryOptions({ id }));
  if (versions.isPending) return <div className="h-12 animate-pulse rounded bg-slate-100" />;
  return (
    <ol className="space-y-1 text-sm" aria-label="Versions">
      {(versions.data ?? []).map((v) => (
        <li key={v.version} className="flex flex-wrap gap-x-2">
          <span className="font-medium">Version {v.version}</span>
          <span className="text-slate-600">{v.name}</span>
          <span className="text-slate-500">
            <RelativeTime value={v.created_at} />
          </span>
        </li>
      ))}
    </ol>
  );
}

function Editor({
  terms,
  canEdit,
  onSaved,
}: {
  terms: Terms | null;
  canEdit: boolean;
  onSaved: (t: Terms) => void;
}) {
  const trpc = useTRPC();
  const [name, setName] = useState(terms?.name ?? "");
  const [body, setBody] = useState(terms?.body ?? "");
  const [makeDefault, setMakeDefault] = useState(false);
  const onSuccess = (saved: Terms) => {
    toast.success(
      terms && saved.version > terms.version ? `Saved as version ${saved.version}.` : "Saved.",
    );
    onSaved(saved);
  };
  const update = useMutation(
    trpc.agreements.updateTerms.mutationOptions({
      onSuccess,
      onError: (e) => toast.error(e.message),
    }),
  );
  const create = useMutation(
    trpc.agreements.createTerms.mutationOptions({
      onSuccess,
      onError: (e) => toast.error(e.message),
    }),
  );
  const pending = update.isPending || create.isPending;
  const save = () => {
    if (terms)
      update.mutate({
        id: terms.id,
        name: name.trim(),
        body,
        ...(makeDefault ? { is_default: true } : {}),
      });
    else create.mutate({ name: name.trim(), body, is_default: makeDefault });
  };
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <Field
          label="Name"
          value={name}
          maxLength={200}
          onChange={(e) => setName(e.target.value)}
          disabled={!canEdit}
        />
        <div className="space-y-1.5">
          <label htmlFor="terms-body" className="block text-sm font-medium text-slate-800">
            Terms (plain text; a blank line starts a new paragraph)
          </label>
          <textarea
            id="terms-body"
            rows={18}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            disabled={!canEdit}
            className="block w-full rounded-lg border border-slate-300 bg-white p-3 font-mono text-sm"
          />
        </div>
        {canEdit && !terms?.is_default ? (
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="size-5"
              checked={makeDefault}
              onChange={(e) => setMakeDefault(e.target.checked)}
            />
            Make this the default for new agreements
          </label>
        ) : null}
        {canEdit ? (
          <Button
            type="submit"
            className="min-h-11"
            disabled={pending || name.trim() === "" || body.trim() === ""}
          >
            {pending ? "Saving…" : terms ? "Save changes" : "Create template"}
          </Button>
        ) : null}
        {terms ? (
          <p className="text-sm text-slate-600">
            Saving a change makes a new version. Agreements already made keep the version they were
            made with.
          </p>
        ) : null}
      </form>
      <section
        aria-labelledby="preview-title"
        className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
      >
        <h3 id="preview-title" className="text-sm font-semibold">
          Preview as the hirer will see it
        </h3>
        <h4 className="mt-3 font-semibold">{name || "Untitled terms"}</h4>
        <ScrollRegion
          label="Terms preview"
          className="mt-2 max-h-[32rem] space-y-3 overflow-y-auto text-[15px] leading-relaxed"
        >
          {termsParagraphs(body).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </ScrollRegion>
      </section>
    </div>
  );
}

export function TermsSettings({ canEdit }: { canEdit: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const terms = useQuery(trpc.agreements.listTerms.queryOptions({ limit: 100 }));
  const [selected, setSelected] = useState<string | null>(null);
  if (terms.isPending)
    return (
      <div
        className="h-64 animate-pulse rounded-[var(--radius-card)] bg-slate-200/70"
        aria-label="Loading terms"
      />
    );
  if (terms.isError)
    return <p role="alert">The terms could not be loaded: {terms.error.message}</p>;
  const list = terms.data.data;
  const current =
    selected === "new"
      ? null
      : (list.find((t) => t.id === selected) ?? list.find((t) => t.is_default) ?? list[0] ?? null);
  const refresh = async (saved: Terms) => {
    await queryClient.invalidateQueries({ queryKey: trpc.agreements.pathKey() });
    setSelected(saved.id);
  };
  return (
    <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
      <nav aria-label="Terms templates" className="space-y-2">
        {list.map((t) => (
          <button
            key={t.id}
            type="button"
            aria-current={current?.id === t.id ? "true" : undefined}
            onClick={() => setSelected(t.id)}
            className={cn(
              "block min-h-11 w-full rounded-lg px-3 py-2 text-left text-sm ring-1",
              current?.id === t.id
                ? "bg-white ring-2 ring-brand-600"
                : "bg-white ring-slate-200 hover:ring-slate-400",
            )}
          >
            <span className="block font-medium">{t.name}</span>
            <span className="block text-slate-600">
              Version {t.version}
              {t.is_default ? " · Default" : ""}
            </span>
          </button>
        ))}
        {canEdit ? (
          <Button
            variant="secondary"
            className="min-h-11 w-full"
            onClick={() => setSelected("new")}
          >
            <Plus className="size-4" aria-hidden />
            New template
          </Button>
        ) : null}
      </nav>
      <div className="space-y-6 rounded-[var(--radius-card)] bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-5">
        <Editor
          key={current ? `${current.id}-${current.version}-${current.is_default}` : "new"}
          terms={current}
          canEdit={canEdit}
          onSaved={(t) => void refresh(t)}
        />
        {current ? (
          <section aria-labelledby="versions-title">
            <h3 id="versions-title" className="mb-2 text-sm font-semibold">
              Versions
            </h3>
            <Versions id={current.id} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
