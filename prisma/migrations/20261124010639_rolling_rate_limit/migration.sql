-- CreateTable
CREATE TABLE "rate_limit_windows" (
    "key" VARCHAR(255) NOT NULL,
    "hits" BIGINT[],
    "last_allowed" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "rate_limit_windows_pkey" PRIMARY KEY ("key")
);
