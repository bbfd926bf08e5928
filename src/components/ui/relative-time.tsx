"use client";
import { useEffect, useState } from "react";
import { formatUkDateTime } from "~/server/models/uk-format";

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

export function relativeTime(date: Date, now: number): string {
  const seconds = (date.getTime() - now) / 1000;
  const format = new Intl.RelativeTimeFormat("en-GB", { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return "just now";
}

/** "3 hours ago", with the exact London time on hover and for screen readers. */
export function RelativeTime({ value }: { value: string }) {
  const date = new Date(value);
  // The server renders the exact time; the relative one appears after hydration, so both agree.
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time dateTime={value} title={formatUkDateTime(date)}>
      {now === null ? formatUkDateTime(date) : relativeTime(date, now)}
    </time>
  );
}
