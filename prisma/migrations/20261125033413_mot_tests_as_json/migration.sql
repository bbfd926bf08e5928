-- AlterTable
ALTER TABLE "Vehicle" ALTER COLUMN "motTests" SET DATA TYPE JSON;
