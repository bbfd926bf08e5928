-- AlterTable
ALTER TABLE "Report" ADD COLUMN     "hirerLinkExpiresAt" TIMESTAMP(3),
ADD COLUMN     "hirerSentAt" TIMESTAMP(3),
ADD COLUMN     "hirerTokenHash" TEXT,
ADD COLUMN     "performedBy" TEXT NOT NULL DEFAULT 'staff';
