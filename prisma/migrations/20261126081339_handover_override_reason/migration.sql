-- AlterTable
ALTER TABLE "Agreement" ADD COLUMN     "handoverOverrideReason" TEXT;
