-- AlterTable
ALTER TABLE "Inspection" ADD COLUMN     "damageSizeMm" INTEGER;

-- CreateTable
CREATE TABLE "DamageRate" (
    "companyId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "severity" TEXT NOT NULL,
    "amountPence" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DamageRate_pkey" PRIMARY KEY ("companyId","type","severity")
);

-- CreateTable
CREATE TABLE "DamageCharge" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "agreementId" TEXT NOT NULL,
    "reportId" TEXT NOT NULL,
    "baselineReportId" TEXT,
    "customerId" TEXT NOT NULL,
    "totalPence" INTEGER NOT NULL DEFAULT 0,
    "sentAt" TIMESTAMP(3),
    "respondBy" TIMESTAMP(3),
    "viewedAt" TIMESTAMP(3),
    "tokenHash" TEXT,
    "responseDecision" TEXT,
    "responseComment" TEXT,
    "respondedAt" TIMESTAMP(3),
    "collectedPence" INTEGER,
    "collectionMethod" TEXT,
    "collectedAt" TIMESTAMP(3),
    "waivedAt" TIMESTAMP(3),
    "pdfKey" TEXT,
    "pdfSha256" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DamageCharge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DamageChargeLine" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "chargeId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "inspectionId" TEXT NOT NULL,
    "baselineInspectionId" TEXT,
    "area" TEXT NOT NULL,
    "zone" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "severity" TEXT NOT NULL,
    "sizeMm" INTEGER,
    "change" TEXT NOT NULL,
    "wearAndTear" BOOLEAN,
    "included" BOOLEAN NOT NULL,
    "amountPence" INTEGER NOT NULL,
    "description" TEXT,

    CONSTRAINT "DamageChargeLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DamageChargeStep" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "chargeId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "detail" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DamageChargeStep_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DamageCharge_tokenHash_key" ON "DamageCharge"("tokenHash");

-- CreateIndex
CREATE INDEX "DamageCharge_companyId_id_idx" ON "DamageCharge"("companyId", "id");

-- CreateIndex
CREATE INDEX "DamageCharge_companyId_status_id_idx" ON "DamageCharge"("companyId", "status", "id");

-- CreateIndex
CREATE INDEX "DamageCharge_companyId_agreementId_id_idx" ON "DamageCharge"("companyId", "agreementId", "id");

-- CreateIndex
CREATE INDEX "DamageCharge_companyId_customerId_id_idx" ON "DamageCharge"("companyId", "customerId", "id");

-- CreateIndex
CREATE INDEX "DamageCharge_companyId_createdAt_idx" ON "DamageCharge"("companyId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "DamageCharge_companyId_reportId_key" ON "DamageCharge"("companyId", "reportId");

-- CreateIndex
CREATE INDEX "DamageChargeLine_chargeId_position_idx" ON "DamageChargeLine"("chargeId", "position");

-- CreateIndex
CREATE INDEX "DamageChargeStep_chargeId_id_idx" ON "DamageChargeStep"("chargeId", "id");

-- AddForeignKey
ALTER TABLE "DamageRate" ADD CONSTRAINT "DamageRate_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DamageCharge" ADD CONSTRAINT "DamageCharge_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DamageCharge" ADD CONSTRAINT "DamageCharge_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "Agreement"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DamageCharge" ADD CONSTRAINT "DamageCharge_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DamageChargeLine" ADD CONSTRAINT "DamageChargeLine_chargeId_fkey" FOREIGN KEY ("chargeId") REFERENCES "DamageCharge"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DamageChargeStep" ADD CONSTRAINT "DamageChargeStep_chargeId_fkey" FOREIGN KEY ("chargeId") REFERENCES "DamageCharge"("id") ON DELETE CASCADE ON UPDATE CASCADE;
