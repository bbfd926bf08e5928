-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "isTest" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "testOfId" TEXT;

-- AlterTable
ALTER TABLE "UserSession" ADD COLUMN     "testMode" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "RequestLog" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "query" TEXT,
    "status" INTEGER NOT NULL,
    "durationMs" INTEGER NOT NULL,
    "idempotencyKey" TEXT,
    "errorCode" TEXT,
    "responseBody" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RequestLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RequestLog_companyId_id_idx" ON "RequestLog"("companyId", "id");

-- CreateIndex
CREATE INDEX "RequestLog_createdAt_idx" ON "RequestLog"("createdAt");

-- AddForeignKey (checked in 20261126122052_company_test_of_fkey_validate; the unique index is
-- built CONCURRENTLY in 20261126122053_company_test_of_key)
ALTER TABLE "Company" ADD CONSTRAINT "Company_testOfId_fkey" FOREIGN KEY ("testOfId") REFERENCES "Company"("id") ON DELETE SET NULL ON UPDATE CASCADE NOT VALID;
