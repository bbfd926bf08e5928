"use client";
// The photos of one inspection. Listing goes through tRPC (URLs on the app's
// session-authenticated media routes); deleting through DELETE /api/app/media/{id}.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "~/trpc/react";

async function problemDetail(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as { detail?: unknown } | null;
  return typeof body?.detail === "string" ? body.detail : `The request failed (${res.status}).`;
}

export function useInspectionMedia(inspectionId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.reports.listMedia.queryOptions({ inspection_id: inspectionId, limit: 100 }));
}

/** Refetch an inspection's photos (after an upload or a delete). */
export function useRefreshMedia() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (inspectionId: string) =>
    queryClient.invalidateQueries({
      queryKey: trpc.reports.listMedia.queryKey({ inspection_id: inspectionId, limit: 100 }),
    });
}

export function useDeleteMedia(inspectionId: string, onDeleted: () => Promise<unknown>) {
  const refresh = useRefreshMedia();
  return useMutation({
    mutationFn: async (mediaId: string) => {
      const res = await fetch(`/api/app/media/${mediaId}`, { method: "DELETE" });
      if (!res.ok) throw new Error(await problemDetail(res));
    },
    onSuccess: async () => {
      await refresh(inspectionId);
      await onDeleted();
    },
  });
}
