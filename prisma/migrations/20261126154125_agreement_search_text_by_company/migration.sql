-- A hirer's new name or email (or a vehicle's new VRM) rewrote their agreements' search text
-- through a statement on "customerId" (or "vehicleId") alone, which no index answers: each
-- row changed read every agreement (a sequential scan; erasing 200 hirers at once took 12 s
-- over 110,000 agreements). With the company too, the (companyId, customerId, id) and
-- (companyId, vehicleId, id) indexes find them.
CREATE OR REPLACE FUNCTION "Agreement_search_text_of_parent"() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'Customer' THEN
    UPDATE "Agreement" SET "customerId" = "customerId"
    WHERE "companyId" = NEW."companyId" AND "customerId" = NEW."id";
  ELSE
    UPDATE "Agreement" SET "vehicleId" = "vehicleId"
    WHERE "companyId" = NEW."companyId" AND "vehicleId" = NEW."id";
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
