-- AlterTable
ALTER TABLE "Vehicle" ADD COLUMN     "searchTokens" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "Vehicle_searchTokens_idx" ON "Vehicle" USING GIN ("searchTokens");
