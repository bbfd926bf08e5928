-- CreateTable
CREATE TABLE "Fine" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'received',
    "kind" TEXT NOT NULL,
    "issuer" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "vrm" TEXT NOT NULL,
    "vehicleId" TEXT NOT NULL,
    "contraventionAt" TIMESTAMP(3) NOT NULL,
    "location" TEXT,
    "amountPence" INTEGER NOT NULL,
    "noticeDate" DATE NOT NULL,
    "respondBy" DATE NOT NULL,
    "match" TEXT NOT NULL,
    "agreementId" TEXT,
    "customerId" TEXT,
    "notes" TEXT,
    "transferredAt" TIMESTAMP(3),
    "paidAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Fine_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Fine_companyId_id_idx" ON "Fine"("companyId", "id");

-- CreateIndex
CREATE INDEX "Fine_companyId_status_id_idx" ON "Fine"("companyId", "status", "id");

-- CreateIndex
CREATE INDEX "Fine_companyId_kind_id_idx" ON "Fine"("companyId", "kind", "id");

-- CreateIndex
CREATE INDEX "Fine_companyId_match_id_idx" ON "Fine"("companyId", "match", "id");

-- CreateIndex
CREATE INDEX "Fine_companyId_vrm_id_idx" ON "Fine"("companyId", "vrm", "id");

-- CreateIndex
CREATE INDEX "Fine_companyId_agreementId_id_idx" ON "Fine"("companyId", "agreementId", "id");

-- CreateIndex
CREATE INDEX "Fine_companyId_customerId_id_idx" ON "Fine"("companyId", "customerId", "id");

-- CreateIndex
CREATE INDEX "Fine_companyId_createdAt_idx" ON "Fine"("companyId", "createdAt");

-- CreateIndex
CREATE INDEX "Fine_companyId_respondBy_idx" ON "Fine"("companyId", "respondBy");

-- CreateIndex
CREATE UNIQUE INDEX "Fine_companyId_issuer_reference_key" ON "Fine"("companyId", "issuer", "reference");

-- AddForeignKey
ALTER TABLE "Fine" ADD CONSTRAINT "Fine_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Fine" ADD CONSTRAINT "Fine_vehicleId_fkey" FOREIGN KEY ("vehicleId") REFERENCES "Vehicle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Fine" ADD CONSTRAINT "Fine_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "Agreement"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Fine" ADD CONSTRAINT "Fine_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE SET NULL ON UPDATE CASCADE;
