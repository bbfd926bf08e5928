-- DropForeignKey
ALTER TABLE "Inspection" DROP CONSTRAINT "Inspection_companyId_fkey";

-- DropForeignKey
ALTER TABLE "Inspection" DROP CONSTRAINT "Inspection_reportId_fkey";

-- DropIndex
DROP INDEX "Report_companyId_id_idx";

-- CreateIndex
CREATE UNIQUE INDEX "Report_companyId_id_key" ON "Report"("companyId", "id");

-- AddForeignKey
ALTER TABLE "Inspection" ADD CONSTRAINT "Inspection_companyId_reportId_fkey" FOREIGN KEY ("companyId", "reportId") REFERENCES "Report"("companyId", "id") ON DELETE CASCADE ON UPDATE CASCADE;
