CREATE INDEX CONCURRENTLY "Report_retention_signed_off_idx" ON "Report"("companyId", "signedOffAt") WHERE (status = 'signed_off' AND "filesRemovedAt" IS NULL);
