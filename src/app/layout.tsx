import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { TRPCReactProvider } from "~/trpc/react";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Kerbside", template: "%s · Kerbside" },
  description: "Vehicle inspection reports and rental agreements for UK fleets",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request: its scripts carry that request's nonce (src/proxy.ts),
  // which a page built ahead of time could not.
  await connection();
  return (
    <html lang="en-GB">
      <body className="min-h-screen">
        <TRPCReactProvider>{children}</TRPCReactProvider>
        <Toaster position="top-center" richColors closeButton />
      </body>
    </html>
  );
}
