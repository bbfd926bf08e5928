import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { hasPermission } from "~/components/shell/page-access";
import { loadReport } from "./load-report";

// A report the company does not have answers 404 under every page of its address, the sync
// page too (which reads only the phone's store); the read is shared with the page (loadReport).
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
