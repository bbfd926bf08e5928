import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { hasPermission } from "~/components/shell/page-access";
import { loadReport } from "./load-report";

// The page streams behind its loading skeleton, and a streamed page can no longer change its
// status; so the report's existence is settled here, before anything is sent: a missing
// report answers 404.
export default async function ReportLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ id: string }>;
}) {
  if ((await hasPermission("reports.read")) && !(await loadReport((await params).id))) notFound();
  return children;
}
