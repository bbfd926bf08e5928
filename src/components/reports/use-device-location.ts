"use client";
// Where the phone is, for a photo's evidence. The browser asks the person once; the app asks
// only after saying why (WalkAroundStep), and a refusal or a failure is simply no location:
// photos are never held up for it.
import { useCallback, useEffect, useState } from "react";

export type DeviceLocation = { latitude: number; longitude: number; accuracy_m: number };

const ASKED = "kerbside.location-asked";

export function useDeviceLocation() {
  const [asked, setAsked] = useState(true);
  const [location, setLocation] = useState<DeviceLocation | null>(null);

  const watch = useCallback(() => {
    if (!("geolocation" in navigator)) return;
    navigator.geolocation.getCurrentPosition(
      (p) =>
        setLocation({
          latitude: p.coords.latitude,
          longitude: p.coords.longitude,
          accuracy_m: Math.min(p.coords.accuracy, 100_000),
        }),
      () => setLocation(null),
      { enableHighAccuracy: true, maximumAge: 60_000, timeout: 15_000 },
    );
  }, []);

  // Asked before (on this phone): read it again without a question if it was allowed.
  useEffect(() => {
    const before = window.localStorage.getItem(ASKED);
    setAsked(before !== null);
    if (before === "yes") watch();
  }, [watch]);

  const answer = (allow: boolean) => {
    window.localStorage.setItem(ASKED, allow ? "yes" : "no");
    setAsked(true);
    if (allow) watch();
  };

  return { asked, location, allow: () => answer(true), decline: () => answer(false) };
}
