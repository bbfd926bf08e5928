-- Trigram indexes for substring search (customers `q`).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "addressCity" TEXT,
ADD COLUMN     "addressCountry" TEXT,
ADD COLUMN     "addressLine1" TEXT,
ADD COLUMN     "addressLine2" TEXT,
ADD COLUMN     "addressPostcode" TEXT,
ADD COLUMN     "dateOfBirth" DATE,
ADD COLUMN     "licenceNumber" TEXT,
ADD COLUMN     "notes" TEXT,
ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "LicenceCheck" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "licenceNumber" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "licenceType" TEXT NOT NULL,
    "licenceStatus" TEXT NOT NULL,
    "categories" JSONB NOT NULL DEFAULT '[]',
    "endorsements" JSONB NOT NULL DEFAULT '[]',
    "penaltyPoints" INTEGER NOT NULL,
    "photocardExpiresOn" DATE,
    "disqualifiedUntil" DATE,
    "provider" TEXT NOT NULL,
    "checkedBy" TEXT NOT NULL,
    "checkedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LicenceCheck_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LicenceCheck_companyId_customerId_id_idx" ON "LicenceCheck"("companyId", "customerId", "id");

-- CreateIndex
CREATE INDEX "LicenceCheck_companyId_id_idx" ON "LicenceCheck"("companyId", "id");

-- CreateIndex
CREATE INDEX "Customer_companyId_email_idx" ON "Customer"("companyId", "email");

-- CreateIndex
CREATE INDEX "Customer_searchText_idx" ON "Customer" USING GIN ("searchText" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "LicenceCheck" ADD CONSTRAINT "LicenceCheck_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LicenceCheck" ADD CONSTRAINT "LicenceCheck_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
