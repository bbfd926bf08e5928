-- AlterTable
ALTER TABLE "DamageCharge" ADD COLUMN     "filesRemovedAt" TIMESTAMP(3);
