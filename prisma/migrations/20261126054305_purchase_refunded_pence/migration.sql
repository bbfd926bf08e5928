-- AlterTable
ALTER TABLE "CreditPurchase" ADD COLUMN     "refundedPence" INTEGER NOT NULL DEFAULT 0;
