-- GET /agreements `q` (a case-insensitive part of the reference, the hirer's name or email,
-- or the VRM) was an OR of ILIKEs across three tables that no index could answer: every
-- page read all of a company's agreements with their hirers and vehicles (4-6 s at 100,000).
-- "searchText" holds those four values, one a line, and a trigram index answers ILIKE on it.
ALTER TABLE "Agreement" ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "Agreement_searchText_idx" ON "Agreement" USING GIN ("searchText" gin_trgm_ops);

-- Kept true by the database itself, whichever code writes the rows: an agreement's own
-- trigger reads its hirer and vehicle; a hirer's new name or email, or a vehicle's new VRM,
-- rewrites the text of their agreements.
CREATE FUNCTION "Agreement_search_text"() RETURNS trigger AS $$
BEGIN
  NEW."searchText" := coalesce((
    SELECT concat_ws(E'\n', NEW."reference", c."name", c."email", v."vrm")
    FROM "Customer" c, "Vehicle" v
    WHERE c."id" = NEW."customerId" AND v."id" = NEW."vehicleId"
  ), '');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "Agreement_search_text"
  BEFORE INSERT OR UPDATE OF "reference", "customerId", "vehicleId" ON "Agreement"
  FOR EACH ROW EXECUTE FUNCTION "Agreement_search_text"();

CREATE FUNCTION "Agreement_search_text_of_parent"() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'Customer' THEN
    UPDATE "Agreement" SET "customerId" = "customerId" WHERE "customerId" = NEW."id";
  ELSE
    UPDATE "Agreement" SET "vehicleId" = "vehicleId" WHERE "vehicleId" = NEW."id";
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "Customer_agreement_search_text"
  AFTER UPDATE OF "name", "email" ON "Customer"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."email" IS DISTINCT FROM NEW."email")
  EXECUTE FUNCTION "Agreement_search_text_of_parent"();

CREATE TRIGGER "Vehicle_agreement_search_text"
  AFTER UPDATE OF "vrm" ON "Vehicle"
  FOR EACH ROW WHEN (OLD."vrm" IS DISTINCT FROM NEW."vrm")
  EXECUTE FUNCTION "Agreement_search_text_of_parent"();

-- The agreements there are now.
UPDATE "Agreement" a SET "searchText" = concat_ws(E'\n', a."reference", c."name", c."email", v."vrm")
FROM "Customer" c, "Vehicle" v
WHERE c."id" = a."customerId" AND v."id" = a."vehicleId";

-- As for "Customer"."searchText": a large histogram lets the planner tell a common word
-- (walk the newest rows) from a rare one (use the trigram index).
ALTER TABLE "Agreement" ALTER COLUMN "searchText" SET STATISTICS 1000;
ANALYZE "Agreement" ("searchText");
