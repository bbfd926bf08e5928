CREATE INDEX CONCURRENTLY "Report_retention_cancelled_idx" ON "Report"("companyId", "updatedAt") WHERE (status = 'cancelled' AND "filesRemovedAt" IS NULL);
