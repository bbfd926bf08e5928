"use client";
// List filters live in the URL, so a filtered list can be bookmarked, shared and
// survives a reload. The search box (if any) writes to the URL after a pause in typing.
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { useSetUrlFilter } from "./filter-controls";

/** `drop`: parameters a filter change removes (e.g. a page's one-off notice). */
export function useUrlFilters<Key extends string>(
  searchKey: Key | undefined,
  clean: (typed: string) => string,
  delayMs = 350,
  drop: readonly string[] = [],
) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [search, setSearch] = useState((searchKey && params.get(searchKey)) ?? "");

  const set: (key: Key, value: string) => void = useSetUrlFilter(drop);

  const current = (searchKey && params.get(searchKey)) ?? "";
  useEffect(() => {
    const cleaned = clean(search);
    if (!searchKey || cleaned === current) return;
    const timer = setTimeout(() => set(searchKey, cleaned), delayMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the typed text should schedule a search
  }, [search]);

  const clear = () => {
    setSearch("");
    router.replace(pathname, { scroll: false });
  };

  return { params, set, search, setSearch, clear };
}
