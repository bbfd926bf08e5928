"use client";
// Registers the service worker (src/app/sw.ts, served at /serwist/sw.js) in the production
// build: it keeps the inspection pages opened with signal so they open again without it.
// Only once the page has loaded and the main thread is idle: installing precaches every built
// file (about 90), which would otherwise be fetched and stored while the first page is still
// loading and drawing.
import { useEffect } from "react";

function whenLoadedAndIdle(run: () => void): () => void {
  // Safari has no requestIdleCallback: a second after the load there.
  const idle = "requestIdleCallback" in window;
  let handle: number | undefined;
  const afterLoad = () => {
    handle = idle
      ? window.requestIdleCallback(run, { timeout: 5_000 })
      : window.setTimeout(run, 1_000);
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
  return () => {
    window.removeEventListener("load", afterLoad);
    if (handle === undefined) return;
    if (idle) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}

export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    return whenLoadedAndIdle(() => {
      void navigator.serviceWorker.register("/serwist/sw.js", { scope: "/" }).catch(() => null);
    });
  }, []);
  return null;
}
