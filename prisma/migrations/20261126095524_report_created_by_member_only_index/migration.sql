CREATE INDEX CONCURRENTLY "Report_companyId_createdById_idx" ON "Report"("companyId", "createdById") WHERE ("createdById" IS NOT NULL);
