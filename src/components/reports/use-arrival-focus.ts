"use client";
// A step reached by itself (Pass moved on) starts at the top, with its heading focused, so a
// screen reader says where the inspector now is.
import { useEffect, useRef } from "react";

export function useArrivalFocus(arrived: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!arrived) return;
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [arrived]);
  return heading;
}
