"use client";
// Registers the service worker (src/app/sw.ts, served at /serwist/sw.js) in the production
// build: it keeps the inspection pages opened with signal so they open again without it.
import { useEffect } from "react";

export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    void navigator.serviceWorker.register("/serwist/sw.js", { scope: "/" }).catch(() => null);
  }, []);
  return null;
}
