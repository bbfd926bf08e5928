-- The rolling window keeps one bucket a second (how many, and the latest) instead of every
-- request's time, so the statement that checks it no longer grows with the traffic. The hits
-- already counted are carried over into their buckets.
ALTER TABLE "rate_limit_windows"
ADD COLUMN     "counts" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "latest" BIGINT[] DEFAULT ARRAY[]::BIGINT[],
ADD COLUMN     "seconds" BIGINT[] DEFAULT ARRAY[]::BIGINT[];

UPDATE "rate_limit_windows" AS w SET ("seconds", "counts", "latest") = (
  SELECT coalesce(array_agg(b.s ORDER BY b.s), '{}'), coalesce(array_agg(b.c ORDER BY b.s), '{}'), coalesce(array_agg(b.l ORDER BY b.s), '{}')
  FROM (SELECT h / 1000 AS s, count(*)::int AS c, max(h) AS l FROM unnest(w."hits") AS h GROUP BY h / 1000) AS b
);

ALTER TABLE "rate_limit_windows" DROP COLUMN "hits";
