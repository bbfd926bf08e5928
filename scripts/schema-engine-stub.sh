#!/bin/sh
# Stand-in for Prisma's native schema engine, which cannot be downloaded here: `prisma generate`
# only asks it for a version. Migrations use @prisma/schema-engine-wasm (scripts/db-migration.ts).
echo "schema-engine-cli 0edf323efd1d98336f3f0a68684b56f689b900d3"
