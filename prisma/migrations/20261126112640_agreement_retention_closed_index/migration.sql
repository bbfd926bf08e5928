CREATE INDEX CONCURRENTLY "Agreement_retention_closed_idx" ON "Agreement"("companyId", "closedAt") WHERE (status = 'closed' AND "filesRemovedAt" IS NULL);
