-- AlterTable
ALTER TABLE "Inspection" ADD COLUMN     "damageChange" TEXT;
