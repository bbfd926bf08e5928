"use client";
// A link that fetches its page ahead only once the user reaches for it (pointer over it, a
// finger down on it, keyboard focus), not as soon as it is on screen. The app's sidebar shows
// some twenty links: Next's default would render all twenty pages on the server (and send them
// down the phone's connection) for every page viewed; this costs one request per link reached
// for, and the page is still there by the time the click lands (Next's hover-triggered pattern).
// The staff app's links are all IntentLinks; the public pages (docs, log-in) are static and keep
// Next's own Link.
import Link from "next/link";
import { useState, type ComponentProps } from "react";

export function IntentLink({
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: Omit<ComponentProps<typeof Link>, "prefetch">) {
  const [wanted, setWanted] = useState(false);
  return (
    <Link
      {...props}
      prefetch={wanted ? null : false}
      onPointerEnter={(event) => {
        setWanted(true);
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        setWanted(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setWanted(true);
        onFocus?.(event);
      }}
    />
  );
}
