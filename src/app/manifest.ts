import type { MetadataRoute } from "next";

// The web app manifest (/manifest.webmanifest): Kerbside installs on a phone's home screen and
// opens on the reports, where inspections start. Icons drawn from the brand icon (src/app/icon.svg).
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: "Kerbside",
    short_name: "Kerbside",
    description: "Vehicle inspection reports and rental agreements for UK fleets",
    start_url: "/reports",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#ffffff",
    theme_color: "#1d4ed8",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
