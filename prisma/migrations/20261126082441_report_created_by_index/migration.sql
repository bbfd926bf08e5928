-- CreateIndex
CREATE INDEX "Report_companyId_createdById_idx" ON "Report"("companyId", "createdById");
