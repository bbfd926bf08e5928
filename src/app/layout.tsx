import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { TRPCReactProvider } from "~/trpc/react";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Kerbside", template: "%s · Kerbside" },
  description: "Vehicle inspection reports and rental agreements for UK fleets",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body className="min-h-screen">
        <TRPCReactProvider>{children}</TRPCReactProvider>
        <Toaster position="top-center" richColors closeButton />
      </body>
    </html>
  );
}
