"use client";
// A draft report's step is client state kept in the address (?step=): the page's server part
// does not depend on it. So moving between steps changes the address with the History API,
// which the App Router keeps in step with `useSearchParams`, and the step shows at once: no
// request to the server (a link would fetch the whole page's payload for each tap), the same
// with or without signal. The back button walks the steps as before.
import type { ComponentProps, MouseEvent } from "react";

/** Show another step of this page: a new history entry, or `replace` the current one. */
export function goToStep(href: string, { replace = false }: { replace?: boolean } = {}) {
  if (replace) window.history.replaceState(null, "", href);
  else window.history.pushState(null, "", href);
  window.scrollTo({ top: 0 });
}

/** Another step of this page, or its overview. Links elsewhere, to an anchor (#...), or opened
 * with a modifier key (a new tab) are left to the browser. */
export function StepLink({ href, onClick, ...props }: ComponentProps<"a"> & { href: string }) {
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
      return;
    const target = new URL(href, window.location.href);
    if (target.pathname !== window.location.pathname || target.hash !== "") return;
    e.preventDefault();
    goToStep(href);
  };
  return <a href={href} onClick={follow} {...props} />;
}
