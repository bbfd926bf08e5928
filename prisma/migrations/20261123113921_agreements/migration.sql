-- CreateTable
CREATE TABLE "TermsTemplate" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TermsTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TermsVersion" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "templateId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TermsVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Agreement" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "reference" TEXT,
    "customerId" TEXT NOT NULL,
    "vehicleId" TEXT NOT NULL,
    "termsVersionId" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "rentalDays" INTEGER NOT NULL,
    "dailyRatePence" INTEGER NOT NULL,
    "totalPence" INTEGER NOT NULL,
    "depositPence" INTEGER NOT NULL DEFAULT 0,
    "excessPence" INTEGER NOT NULL DEFAULT 0,
    "mileageAllowancePerDay" INTEGER,
    "notes" TEXT,
    "sentAt" TIMESTAMP(3),
    "signingExpiresAt" TIMESTAMP(3),
    "signingTokenHash" TEXT,
    "linkOpenedAt" TIMESTAMP(3),
    "viewedAt" TIMESTAMP(3),
    "signedAt" TIMESTAMP(3),
    "signedByName" TEXT,
    "signerIp" TEXT,
    "signerUserAgent" TEXT,
    "signatureKey" TEXT,
    "pdfKey" TEXT,
    "documentSha256" TEXT,
    "handedOverAt" TIMESTAMP(3),
    "startOdometer" INTEGER,
    "outboundReportId" TEXT,
    "closedAt" TIMESTAMP(3),
    "endOdometer" INTEGER,
    "returnNotes" TEXT,
    "inboundReportId" TEXT,
    "cancelledAt" TIMESTAMP(3),
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Agreement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AgreementAudit" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "agreementId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "ipAddress" TEXT,
    "userAgent" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AgreementAudit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TermsTemplate_companyId_id_idx" ON "TermsTemplate"("companyId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "TermsVersion_templateId_version_key" ON "TermsVersion"("templateId", "version");

-- CreateIndex
CREATE UNIQUE INDEX "Agreement_signingTokenHash_key" ON "Agreement"("signingTokenHash");

-- CreateIndex
CREATE INDEX "Agreement_companyId_id_idx" ON "Agreement"("companyId", "id");

-- CreateIndex
CREATE INDEX "Agreement_companyId_status_id_idx" ON "Agreement"("companyId", "status", "id");

-- CreateIndex
CREATE INDEX "Agreement_companyId_vehicleId_id_idx" ON "Agreement"("companyId", "vehicleId", "id");

-- CreateIndex
CREATE INDEX "Agreement_companyId_customerId_id_idx" ON "Agreement"("companyId", "customerId", "id");

-- CreateIndex
CREATE INDEX "AgreementAudit_companyId_agreementId_id_idx" ON "AgreementAudit"("companyId", "agreementId", "id");

-- AddForeignKey
-- Before agreements existed a report kept any well-formed agreement id; none names a real one.
UPDATE "Report" SET "agreementId" = NULL WHERE "agreementId" IS NOT NULL;

ALTER TABLE "Report" ADD CONSTRAINT "Report_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "Agreement"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TermsTemplate" ADD CONSTRAINT "TermsTemplate_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TermsVersion" ADD CONSTRAINT "TermsVersion_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TermsVersion" ADD CONSTRAINT "TermsVersion_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "TermsTemplate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Agreement" ADD CONSTRAINT "Agreement_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Agreement" ADD CONSTRAINT "Agreement_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Agreement" ADD CONSTRAINT "Agreement_vehicleId_fkey" FOREIGN KEY ("vehicleId") REFERENCES "Vehicle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Agreement" ADD CONSTRAINT "Agreement_termsVersionId_fkey" FOREIGN KEY ("termsVersionId") REFERENCES "TermsVersion"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AgreementAudit" ADD CONSTRAINT "AgreementAudit_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AgreementAudit" ADD CONSTRAINT "AgreementAudit_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "Agreement"("id") ON DELETE CASCADE ON UPDATE CASCADE;
