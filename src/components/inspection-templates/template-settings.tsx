"use client";
// Settings › Inspection templates: the company's templates (archived ones on request), the
// selected one's editor and preview, its version history, and archiving.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { BODY_TYPE_LABELS } from "~/components/vehicles/due";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { RelativeTime } from "~/components/ui/relative-time";
import type { InspectionTemplate } from "~/server/models/inspection-template";
import { useTRPC } from "~/trpc/react";
import { TemplateEditor } from "./template-editor";

function Versions({ id }: { id: string }) {
  const trpc = useTRPC();
  const versions = useQuery(trpc.reports.templateVersions.queryOptions({ id }));
  if (versions.isPending) return <div className="h-12 animate-pulse rounded bg-slate-100" />;
  return (
    <ol className="space-y-1 text-sm" aria-label="Versions">
      {(versions.data ?? []).map((v) => (
        <li key={v.version} className="flex flex-wrap gap-x-2">
          <span className="font-medium">Version {v.version}</span>
          <span className="text-slate-600">
            {v.items.length} items, {v.photo_angles.length} photos
            {v.accessories.length ? `, ${v.accessories.length} accessories` : ""}
          </span>
          <span className="text-slate-500">
            <RelativeTime value={v.created_at} />
          </span>
        </li>
      ))}
    </ol>
  );
}

const covers = (t: InspectionTemplate) => t.body_types.map((b) => BODY_TYPE_LABELS[b]).join(", ");

export function TemplateSettings({ canEdit }: { canEdit: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [archived, setArchived] = useState(false);
  const templates = useQuery(
    trpc.reports.listTemplates.queryOptions({
      limit: 100,
      archived: archived ? "true" : undefined,
    }),
  );
  const [selected, setSelected] = useState<string | null>(null);
  const refresh = async (saved: InspectionTemplate) => {
    await queryClient.invalidateQueries({ queryKey: trpc.reports.listTemplates.pathKey() });
    await queryClient.invalidateQueries({ queryKey: trpc.reports.templateVersions.pathKey() });
    setSelected(saved.id);
  };
  const archive = useMutation(
    trpc.reports.updateTemplate.mutationOptions({
      onSuccess: async (saved) => {
        toast.success(saved.archived ? "Archived." : "Brought back.");
        await queryClient.invalidateQueries({ queryKey: trpc.reports.listTemplates.pathKey() });
        setSelected(null);
      },
      onError: (e) => toast.error(e.message),
    }),
  );
  if (templates.isPending)
    return (
      <div
        className="h-64 animate-pulse rounded-[var(--radius-card)] bg-slate-200/70"
        aria-label="Loading templates"
      />
    );
  if (templates.isError)
    return <p role="alert">The templates could not be loaded: {templates.error.message}</p>;
  const list = templates.data.data;
  const current =
    selected === "new" ? null : (list.find((t) => t.id === selected) ?? list[0] ?? null);
  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <nav aria-label="Inspection templates" className="space-y-2">
        {list.map((t) => (
          <button
            key={t.id}
            type="button"
            aria-current={current?.id === t.id ? "true" : undefined}
            onClick={() => setSelected(t.id)}
            className={cn(
              "block min-h-11 w-full rounded-lg bg-white px-3 py-2 text-left text-sm ring-1",
              current?.id === t.id
                ? "ring-2 ring-brand-600"
                : "ring-slate-200 hover:ring-slate-400",
            )}
          >
            <span className="block font-medium">{t.name}</span>
            <span className="block text-slate-600">
              {covers(t)} · Version {t.version}
              {t.is_default ? " · Default" : ""}
            </span>
          </button>
        ))}
        {list.length === 0 ? (
          <p className="text-sm text-slate-600">No archived templates.</p>
        ) : null}
        {canEdit && !archived ? (
          <Button
            variant="secondary"
            className="min-h-11 w-full"
            onClick={() => setSelected("new")}
          >
            <Plus className="size-4" aria-hidden />
            New template
          </Button>
        ) : null}
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-brand-600"
            checked={archived}
            onChange={(e) => {
              setArchived(e.target.checked);
              setSelected(null);
            }}
          />
          Show archived templates
        </label>
      </nav>
      {current === null && (archived || selected !== "new") ? null : (
        <div className="min-w-0 space-y-6 rounded-[var(--radius-card)] bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-5">
          <TemplateEditor
            key={current ? `${current.id}-${current.version}-${current.is_default}` : "new"}
            template={current}
            canEdit={canEdit && !current?.archived}
            onSaved={(t) => void refresh(t)}
          />
          {current ? (
            <section aria-labelledby="versions-title" className="space-y-2">
              <h3 id="versions-title" className="text-sm font-semibold">
                Versions
              </h3>
              <Versions id={current.id} />
              {canEdit && !current.is_default ? (
                <Button
                  variant="secondary"
                  className="min-h-11"
                  disabled={archive.isPending}
                  onClick={() => archive.mutate({ id: current.id, archived: !current.archived })}
                >
                  {current.archived ? "Bring back" : "Archive template"}
                </Button>
              ) : null}
            </section>
          ) : null}
        </div>
      )}
    </div>
  );
}
