-- CreateIndex
CREATE INDEX "Agreement_companyId_createdAt_idx" ON "Agreement"("companyId", "createdAt");

-- CreateIndex
CREATE INDEX "Customer_companyId_createdAt_idx" ON "Customer"("companyId", "createdAt");

-- CreateIndex
CREATE INDEX "LicenceCheck_customerId_id_idx" ON "LicenceCheck"("customerId", "id");

-- CreateIndex
CREATE INDEX "Vehicle_companyId_createdAt_idx" ON "Vehicle"("companyId", "createdAt");
