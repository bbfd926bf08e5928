-- API keys move from Company to their own table (one per company today).

-- CreateTable
CREATE TABLE "ApiKey" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "display" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),

    CONSTRAINT "ApiKey_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ApiKey_hash_key" ON "ApiKey"("hash");

-- CreateIndex
CREATE INDEX "ApiKey_companyId_idx" ON "ApiKey"("companyId");

-- AddForeignKey
ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Copy the existing keys. The key's id reuses the company id's time-sortable part
-- ("co_01j..." -> "key_01j..."), a valid TypeID, unique since each company had one key.
INSERT INTO "ApiKey" ("id", "companyId", "hash", "display", "createdAt", "lastUsedAt")
SELECT 'key_' || substr("id", 4), "id", "apiKeyHash", COALESCE("apiKeyDisplay", 'kbs_…'), COALESCE("apiKeyCreatedAt", "createdAt"), "apiKeyLastUsedAt"
FROM "Company"
WHERE "apiKeyHash" IS NOT NULL;

-- DropIndex
DROP INDEX "Company_apiKeyHash_key";

-- AlterTable
ALTER TABLE "Company" DROP COLUMN "apiKeyCreatedAt",
DROP COLUMN "apiKeyDisplay",
DROP COLUMN "apiKeyHash",
DROP COLUMN "apiKeyLastUsedAt",
ADD COLUMN     "apiVersion" INTEGER NOT NULL DEFAULT 0;
