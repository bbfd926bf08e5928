-- CreateIndex
CREATE INDEX "Report_companyId_type_id_idx" ON "Report"("companyId", "type", "id");

-- CreateIndex
CREATE INDEX "Report_companyId_customerId_id_idx" ON "Report"("companyId", "customerId", "id");

-- CreateIndex
CREATE INDEX "Report_companyId_agreementId_id_idx" ON "Report"("companyId", "agreementId", "id");

-- CreateIndex
CREATE INDEX "Report_companyId_createdAt_idx" ON "Report"("companyId", "createdAt");
