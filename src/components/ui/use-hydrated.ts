"use client";
// False while a server-drawn page is not yet live (on the server and while React takes over the
// page), true after. A field drawn by the server can be typed into before the page's script has
// run, and React then sets it back to its own value: the reading is lost without a word. Such a
// page takes no input until it is live (`inert={!hydrated}`), so nothing typed is lost.
import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
