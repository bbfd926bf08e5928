-- AlterTable
ALTER TABLE "Agreement" ADD COLUMN     "filesRemovedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "erasedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "LicenceCheck" ADD COLUMN     "strippedAt" TIMESTAMP(3),
ALTER COLUMN "licenceNumber" DROP NOT NULL,
ALTER COLUMN "licenceType" DROP NOT NULL,
ALTER COLUMN "licenceStatus" DROP NOT NULL,
ALTER COLUMN "penaltyPoints" DROP NOT NULL,
ALTER COLUMN "provider" DROP NOT NULL,
ALTER COLUMN "checkedBy" DROP NOT NULL;

-- AlterTable
ALTER TABLE "Report" ADD COLUMN     "filesRemovedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "RetentionPolicy" (
    "companyId" TEXT NOT NULL,
    "licenceCheckDays" INTEGER NOT NULL DEFAULT 180,
    "inactiveCustomerYears" INTEGER NOT NULL DEFAULT 6,
    "documentYears" INTEGER NOT NULL DEFAULT 6,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RetentionPolicy_pkey" PRIMARY KEY ("companyId")
);

-- AddForeignKey
ALTER TABLE "RetentionPolicy" ADD CONSTRAINT "RetentionPolicy_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Erasure (services/privacy) scrubs a hirer's personal data out of earlier activity rows: the log
-- stays append-only, except that a transaction which says it is erasing (the local setting
-- kerbside.erasing = 'on') may rewrite a row's actor name, object name and changes. Nothing else
-- in a row can change, and nothing can ever delete one.
CREATE OR REPLACE FUNCTION "ActivityLog_append_only"() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('kerbside.erasing', true) = 'on'
    AND NEW."id" = OLD."id" AND NEW."companyId" = OLD."companyId"
    AND NEW."actorType" = OLD."actorType" AND NEW."actorId" IS NOT DISTINCT FROM OLD."actorId"
    AND NEW."action" = OLD."action" AND NEW."objectType" = OLD."objectType"
    AND NEW."objectId" = OLD."objectId" AND NEW."parentId" IS NOT DISTINCT FROM OLD."parentId"
    AND NEW."createdAt" = OLD."createdAt" THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'ActivityLog is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
