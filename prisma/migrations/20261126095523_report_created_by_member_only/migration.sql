-- The greeting's index held every report, API-made ones too (createdById null): on the embedded
-- database it made POST /reports three times slower. It is built again for members' reports only
-- in the next migration, CONCURRENTLY.
DROP INDEX "Report_companyId_createdById_idx";
