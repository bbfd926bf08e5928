"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ApiAccessSettings } from "~/server/models/api-access";
import { useTRPC } from "~/trpc/react";
import { AccessSwitch } from "./access-switch";
import { AllowListForm } from "./allow-list-form";
import { ApiKeyPanel } from "./api-key-panel";
import { Quickstart } from "./quickstart";

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
