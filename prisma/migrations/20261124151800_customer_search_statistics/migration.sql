-- GET /customers `q` is a LIKE '%...%' on "searchText". With the default statistics the
-- planner guesses about 20 rows for any pattern, so for a common word (a surname in 1 of
-- 25 hirers) it gathers every match through the trigram index and sorts them; with a
-- 1,000-entry histogram it sees how common the word is and walks the newest rows instead
-- (bench/NOTES.md). Planner statistics only: no schema change.
ALTER TABLE "Customer" ALTER COLUMN "searchText" SET STATISTICS 1000;
ANALYZE "Customer" ("searchText");
