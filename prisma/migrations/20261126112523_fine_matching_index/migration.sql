-- Matching a fine to the hire that had the vehicle out (services/fines/match-fine.ts): built
-- CONCURRENTLY, alone in its migration, so agreements go on being written while it builds.
CREATE INDEX CONCURRENTLY "Agreement_companyId_vehicleId_handedOverAt_closedAt_idx" ON "Agreement"("companyId", "vehicleId", "handedOverAt", "closedAt") WHERE ("handedOverAt" IS NOT NULL);
