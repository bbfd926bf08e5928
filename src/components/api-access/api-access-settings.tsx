"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ApiAccessSettings } from "~/server/models/api-access";
import { useTRPC } from "~/trpc/react";
import { AccessSwitch } from "./access-switch";
import { AllowListForm } from "./allow-list-form";
import { ApiKeyPanel } from "./api-key-panel";
import { Quickstart } from "./quickstart";
import { RequestLogView } from "./request-log";

const TABS = [
  { id: "settings", label: "Keys and access" },
  { id: "requests", label: "Requests" },
] as const;
type Tab = (typeof TABS)[number]["id"];

/** API Access: its settings, and the Requests tab (the request log). */
export function ApiAccessTabs({
  initial,
  baseUrl,
}: {
  initial: ApiAccessSettings;
  baseUrl: string;
}) {
  const [tab, setTab] = useState<Tab>("settings");
  return (
    <div className="space-y-6">
      <div role="tablist" aria-label="API access" className="flex gap-2 border-b border-slate-200">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            onClick={() => setTab(t.id)}
            className={
              tab === t.id
                ? "-mb-px min-h-11 border-b-2 border-brand-600 px-3 text-sm font-semibold text-brand-700"
                : "-mb-px min-h-11 border-b-2 border-transparent px-3 text-sm font-medium text-slate-700 hover:text-slate-900"
            }
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === "settings" ? (
          <ApiAccessSettingsView initial={initial} baseUrl={baseUrl} />
        ) : (
          <RequestLogView />
        )}
      </div>
    </div>
  );
}

export function ApiAccessSettingsView({
  initial,
  baseUrl,
}: {
  initial: ApiAccessSettings;
  baseUrl: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settings = useQuery({
    ...trpc.settings.apiAccess.get.queryOptions(),
    initialData: initial,
  }).data;
  const [newKey, setNewKey] = useState<string | null>(null);
  const [newTestKey, setNewTestKey] = useState<string | null>(null);
  const saved = (next: ApiAccessSettings) =>
    queryClient.setQueryData(trpc.settings.apiAccess.get.queryKey(), next);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <div className="space-y-6">
        <AccessSwitch settings={settings} onSaved={saved} />
        <ApiKeyPanel
          settings={settings}
          newKey={newKey}
          onRegenerated={(key, next) => {
            setNewKey(key);
            saved(next);
          }}
        />
        <ApiKeyPanel
          mode="test"
          settings={settings}
          newKey={newTestKey}
          onRegenerated={(key, next) => {
            setNewTestKey(key);
            saved(next);
          }}
        />
        <AllowListForm settings={settings} onSaved={saved} />
      </div>
      <Quickstart
        baseUrl={baseUrl}
        rateLimit={settings.rate_limit_per_minute}
        keyHint={newKey ?? "YOUR_API_KEY"}
      />
    </div>
  );
}
