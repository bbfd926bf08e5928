-- An inspection's report was a foreign key, which PostgreSQL checks row by row: a new report's
-- 21-23 checklist rows cost 23 key checks (22 us each), as much as the rest of its insert. These
-- triggers keep the same rules, checked once a statement: every inspection is of a report of its
-- own company (its report locked FOR KEY SHARE, as the key locked it, so a racing delete waits
-- or the insert fails), an inspection never moves to another report, and a deleted report's
-- inspections go with it.
CREATE FUNCTION "Inspection_report_exists"() RETURNS trigger AS $$
DECLARE
  wanted integer;
  held integer;
BEGIN
  SELECT count(*) INTO wanted FROM (SELECT DISTINCT "companyId", "reportId" FROM inserted) AS i;
  SELECT count(*) INTO held FROM (
    SELECT 1 FROM (SELECT DISTINCT "companyId", "reportId" FROM inserted) AS i
    JOIN "Report" AS r ON r."companyId" = i."companyId" AND r."id" = i."reportId"
    FOR KEY SHARE OF r
  ) AS locked;
  IF held <> wanted THEN
    RAISE EXCEPTION 'insert on table "Inspection" violates foreign key constraint "Inspection_companyId_reportId_fkey"'
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'Inspection_companyId_reportId_fkey',
        DETAIL = 'An inspection names a report its company does not have.';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE FUNCTION "Inspection_report_unchanged"() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'An inspection stays with its report: % keeps its "companyId" and its key', TG_TABLE_NAME
    USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'Inspection_companyId_reportId_fkey';
END;
$$ LANGUAGE plpgsql;

CREATE FUNCTION "Report_inspections_deleted"() RETURNS trigger AS $$
BEGIN
  DELETE FROM "Inspection" AS i USING deleted AS r
  WHERE i."companyId" = r."companyId" AND i."reportId" = r."id";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- DropForeignKey
ALTER TABLE "Inspection" DROP CONSTRAINT "Inspection_companyId_reportId_fkey";

CREATE TRIGGER "Inspection_report_exists"
  AFTER INSERT ON "Inspection" REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION "Inspection_report_exists"();

CREATE TRIGGER "Inspection_report_unchanged"
  BEFORE UPDATE OF "companyId", "reportId" ON "Inspection"
  FOR EACH ROW WHEN (OLD."companyId" IS DISTINCT FROM NEW."companyId" OR OLD."reportId" IS DISTINCT FROM NEW."reportId")
  EXECUTE FUNCTION "Inspection_report_unchanged"();

CREATE TRIGGER "Report_key_unchanged"
  BEFORE UPDATE OF "companyId", "id" ON "Report"
  FOR EACH ROW WHEN (OLD."companyId" IS DISTINCT FROM NEW."companyId" OR OLD."id" IS DISTINCT FROM NEW."id")
  EXECUTE FUNCTION "Inspection_report_unchanged"();

CREATE TRIGGER "Report_inspections_deleted"
  AFTER DELETE ON "Report" REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION "Report_inspections_deleted"();
