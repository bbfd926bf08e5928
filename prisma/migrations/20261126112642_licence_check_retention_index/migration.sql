CREATE INDEX CONCURRENTLY "LicenceCheck_retention_idx" ON "LicenceCheck"("companyId", "checkedAt") WHERE ("strippedAt" IS NULL);
