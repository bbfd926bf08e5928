-- CreateTable
CREATE TABLE "CreditPurchase" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "bundleId" TEXT NOT NULL,
    "bundleName" TEXT NOT NULL,
    "credits" INTEGER NOT NULL,
    "amountPence" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'gbp',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "provider" TEXT NOT NULL,
    "checkoutUrl" TEXT,
    "providerSessionId" TEXT,
    "providerPaymentId" TEXT,
    "checkoutTokenHash" TEXT,
    "paidAt" TIMESTAMP(3),
    "transactionId" TEXT,
    "refundedAt" TIMESTAMP(3),
    "refundTransactionId" TEXT,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CreditPurchase_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BillingSettings" (
    "companyId" TEXT NOT NULL,
    "lowBalanceThreshold" INTEGER NOT NULL DEFAULT 5,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BillingSettings_pkey" PRIMARY KEY ("companyId")
);

-- CreateIndex
CREATE UNIQUE INDEX "CreditPurchase_providerSessionId_key" ON "CreditPurchase"("providerSessionId");

-- CreateIndex
CREATE UNIQUE INDEX "CreditPurchase_providerPaymentId_key" ON "CreditPurchase"("providerPaymentId");

-- CreateIndex
CREATE UNIQUE INDEX "CreditPurchase_checkoutTokenHash_key" ON "CreditPurchase"("checkoutTokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "CreditPurchase_transactionId_key" ON "CreditPurchase"("transactionId");

-- CreateIndex
CREATE UNIQUE INDEX "CreditPurchase_refundTransactionId_key" ON "CreditPurchase"("refundTransactionId");

-- CreateIndex
CREATE INDEX "CreditPurchase_companyId_id_idx" ON "CreditPurchase"("companyId", "id");

-- CreateIndex
CREATE INDEX "CreditPurchase_companyId_status_id_idx" ON "CreditPurchase"("companyId", "status", "id");

-- AddForeignKey
ALTER TABLE "CreditPurchase" ADD CONSTRAINT "CreditPurchase_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BillingSettings" ADD CONSTRAINT "BillingSettings_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
