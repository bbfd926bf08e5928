"use client";
// One cursor-paginated list for the UI. Paged by hand rather than with tRPC's
// infiniteQueryOptions: that adds a `direction` field, which the lists' strict inputs
// (unknown filters are rejected, as the API promises) refuse.
import { useInfiniteQuery } from "@tanstack/react-query";
import type { Page } from "~/server/models/list";

export function usePagedList<Item>(
  queryKey: readonly unknown[],
  fetchPage: (cursor: string | undefined) => Promise<Page<Item>>,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: (previous) => previous,
  });
}

export type PagedList<Item> = ReturnType<typeof usePagedList<Item>>;
