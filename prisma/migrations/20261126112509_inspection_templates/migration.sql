-- AlterTable
ALTER TABLE "Inspection" ADD COLUMN     "guidance" TEXT,
ADD COLUMN     "photoRequired" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Media" ADD COLUMN     "accuracyM" DOUBLE PRECISION,
ADD COLUMN     "angle" TEXT,
ADD COLUMN     "capturedAt" TIMESTAMP(3),
ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'damage',
ADD COLUMN     "latitude" DOUBLE PRECISION,
ADD COLUMN     "longitude" DOUBLE PRECISION,
ADD COLUMN     "source" TEXT NOT NULL DEFAULT 'api',
ALTER COLUMN "inspectionId" DROP NOT NULL;

-- AlterTable
ALTER TABLE "Report" ADD COLUMN     "accessories" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "templateId" TEXT,
ADD COLUMN     "templateName" TEXT,
ADD COLUMN     "templateVersion" INTEGER;

-- CreateTable
CREATE TABLE "InspectionTemplate" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "bodyTypes" TEXT[],
    "reportTypes" TEXT[],
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "items" JSONB NOT NULL,
    "photoAngles" TEXT[],
    "odometerPhotoRequired" BOOLEAN NOT NULL,
    "fuelPhotoRequired" BOOLEAN NOT NULL,
    "accessories" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "InspectionTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InspectionTemplateVersion" (
    "companyId" TEXT NOT NULL,
    "templateId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "items" JSONB NOT NULL,
    "photoAngles" TEXT[],
    "odometerPhotoRequired" BOOLEAN NOT NULL,
    "fuelPhotoRequired" BOOLEAN NOT NULL,
    "accessories" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InspectionTemplateVersion_pkey" PRIMARY KEY ("templateId","version")
);

-- CreateTable
CREATE TABLE "InspectionTemplateDefault" (
    "companyId" TEXT NOT NULL,
    "bodyType" TEXT NOT NULL,
    "reportType" TEXT NOT NULL,
    "templateId" TEXT NOT NULL,

    CONSTRAINT "InspectionTemplateDefault_pkey" PRIMARY KEY ("companyId","bodyType","reportType")
);

-- CreateIndex
CREATE INDEX "InspectionTemplate_companyId_archived_id_idx" ON "InspectionTemplate"("companyId", "archived", "id");

-- CreateIndex
CREATE UNIQUE INDEX "InspectionTemplate_companyId_id_key" ON "InspectionTemplate"("companyId", "id");

-- CreateIndex
CREATE INDEX "InspectionTemplateVersion_companyId_templateId_idx" ON "InspectionTemplateVersion"("companyId", "templateId");

-- CreateIndex
CREATE INDEX "InspectionTemplateDefault_companyId_templateId_idx" ON "InspectionTemplateDefault"("companyId", "templateId");

-- AddForeignKey
ALTER TABLE "InspectionTemplate" ADD CONSTRAINT "InspectionTemplate_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InspectionTemplateVersion" ADD CONSTRAINT "InspectionTemplateVersion_companyId_templateId_fkey" FOREIGN KEY ("companyId", "templateId") REFERENCES "InspectionTemplate"("companyId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InspectionTemplateDefault" ADD CONSTRAINT "InspectionTemplateDefault_companyId_templateId_fkey" FOREIGN KEY ("companyId", "templateId") REFERENCES "InspectionTemplate"("companyId", "id") ON DELETE CASCADE ON UPDATE CASCADE;
