-- AlterTable
ALTER TABLE "CreditPurchase" ADD COLUMN     "invoiceNumber" INTEGER,
ADD COLUMN     "invoiceParties" JSONB;

-- CreateTable
CREATE TABLE "InvoiceCounter" (
    "series" TEXT NOT NULL,
    "lastNumber" INTEGER NOT NULL,

    CONSTRAINT "InvoiceCounter_pkey" PRIMARY KEY ("series")
);

-- CreateIndex
CREATE UNIQUE INDEX "CreditPurchase_invoiceNumber_key" ON "CreditPurchase"("invoiceNumber");

-- Purchases paid before invoices existed get numbers in the order they were paid.
UPDATE "CreditPurchase" AS p
SET "invoiceNumber" = numbered.n
FROM (
    SELECT "id", row_number() OVER (ORDER BY "paidAt", "id")::int AS n
    FROM "CreditPurchase"
    WHERE "paidAt" IS NOT NULL
) AS numbered
WHERE p."id" = numbered."id";

INSERT INTO "InvoiceCounter" ("series", "lastNumber")
SELECT 'INV', COALESCE(MAX("invoiceNumber"), 0) FROM "CreditPurchase";

-- A purchase is paid exactly when it has an invoice number.
ALTER TABLE "CreditPurchase" ADD CONSTRAINT "CreditPurchase_invoice_when_paid"
    CHECK (("paidAt" IS NULL) = ("invoiceNumber" IS NULL));
