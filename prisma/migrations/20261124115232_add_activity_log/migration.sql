-- CreateTable
CREATE TABLE "ActivityLog" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "actorType" TEXT NOT NULL,
    "actorId" TEXT,
    "actorName" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "objectType" TEXT NOT NULL,
    "objectId" TEXT NOT NULL,
    "objectName" TEXT,
    "parentId" TEXT,
    "changes" JSONB NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ActivityLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ActivityLog_companyId_id_idx" ON "ActivityLog"("companyId", "id");

-- CreateIndex
CREATE INDEX "ActivityLog_companyId_objectType_objectId_id_idx" ON "ActivityLog"("companyId", "objectType", "objectId", "id");

-- CreateIndex
CREATE INDEX "ActivityLog_companyId_parentId_id_idx" ON "ActivityLog"("companyId", "parentId", "id");

-- CreateIndex
CREATE INDEX "ActivityLog_companyId_actorId_id_idx" ON "ActivityLog"("companyId", "actorId", "id");

-- AddForeignKey
ALTER TABLE "ActivityLog" ADD CONSTRAINT "ActivityLog_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The activity log is append-only: no row is ever changed or removed.
CREATE FUNCTION "ActivityLog_append_only"() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'ActivityLog is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "ActivityLog_append_only"
  BEFORE UPDATE OR DELETE ON "ActivityLog"
  FOR EACH ROW EXECUTE FUNCTION "ActivityLog_append_only"();

CREATE TRIGGER "ActivityLog_no_truncate"
  BEFORE TRUNCATE ON "ActivityLog"
  FOR EACH STATEMENT EXECUTE FUNCTION "ActivityLog_append_only"();
