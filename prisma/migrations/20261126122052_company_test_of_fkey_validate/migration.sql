-- The test twin's link, checked without blocking writes (added NOT VALID before).
ALTER TABLE "Company" VALIDATE CONSTRAINT "Company_testOfId_fkey";
