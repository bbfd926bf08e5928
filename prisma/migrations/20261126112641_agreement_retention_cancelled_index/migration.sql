CREATE INDEX CONCURRENTLY "Agreement_retention_cancelled_idx" ON "Agreement"("companyId", "cancelledAt") WHERE (status = 'cancelled' AND "filesRemovedAt" IS NULL);
