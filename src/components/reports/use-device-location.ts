"use client";
// Where the phone is, for a photo's evidence. The browser asks the person once; the app asks
// only after saying why (WalkAroundStep), and a refusal or a failure is simply no location:
// photos are never held up for it. The answer is kept in a cookie (location-answer.ts).
import { useCallback, useEffect, useState } from "react";
import { LOCATION_COOKIE, locationAnswer, type LocationAnswer } from "./location-answer";

export type DeviceLocation = { latitude: number; longitude: number; accuracy_m: number };

export function useDeviceLocation(initial: LocationAnswer) {
  const [asked, setAsked] = useState(initial !== null);
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

  // The phone's cookie as it is now (a page kept for offline use was drawn with an older one):
  // allowed before, the location is read again without a question.
  useEffect(() => {
    const now = locationAnswer(
      document.cookie
        .split("; ")
        .find((c) => c.startsWith(`${LOCATION_COOKIE}=`))
        ?.slice(LOCATION_COOKIE.length + 1),
    );
    if (now !== null) setAsked(true);
    if (now === "yes") watch();
  }, [watch]);

  const answer = (allow: boolean) => {
    document.cookie = `${LOCATION_COOKIE}=${allow ? "yes" : "no"}; path=/; max-age=31536000; samesite=lax`;
    setAsked(true);
    if (allow) watch();
  };

  return { asked, location, allow: () => answer(true), decline: () => answer(false) };
}
