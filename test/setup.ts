import { afterAll, beforeAll } from "vitest";
import { closeDatabase, prepareDatabase } from "~/server/db";

beforeAll(async () => {
  await prepareDatabase();
});

afterAll(async () => {
  await closeDatabase();
});
