-- A hirer's self-inspection link names one report, found by its hash; built without blocking writes.
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "Report_hirerTokenHash_key" ON "Report"("hirerTokenHash");
