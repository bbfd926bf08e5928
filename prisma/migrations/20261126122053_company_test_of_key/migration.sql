-- One test twin per live company, built without blocking writes.
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "Company_testOfId_key" ON "Company"("testOfId");
