// Migrations shipped before the migration check (test/db/migration-rules.ts) that break its
// rules. Each is already applied wherever Kerbside runs, and the runner refuses a migration
// whose text changed after it was applied (_prisma_migrations keeps its SHA-256), so none can
// gain a timing comment in its file: it is listed here instead, by that checksum (an edited
// file is no longer covered), with its timing on the bench's scale data measured since
// (`npm run db:time-migration` on a copy of the seeded data put back as it was before it).
// Nothing is ever added here: a new migration carries its own `-- timed:` comment.

export type AllowedMigration = { name: string; sha256: string; timed: string; note: string };

export const ALLOWED_MIGRATIONS: AllowedMigration[] = [
  {
    name: "20261122112623_vehicle_search_tokens",
    sha256: "366e64d1da886f8c6810292c56adcf6bac113df5108a53f36d13459911f2454b",
    timed: `-- timed: 79 ms on bench scale data (109,000 Vehicle rows), locks "Vehicle" ACCESS EXCLUSIVE`,
    note: "a GIN index over the new, still empty, column, built without CONCURRENTLY",
  },
  {
    name: "20261123113721_customers_licence_checks",
    sha256: "df99ba4990b4f4d4fa328e6b1ab2d8cabf48f607155899c8ef7e01caf354c40a",
    timed: `-- timed: 750 ms on bench scale data (218,000 Customer rows), locks "Customer" ACCESS EXCLUSIVE`,
    note: "two indexes on Customer built without CONCURRENTLY (636 ms of it the email index)",
  },
  {
    name: "20261123113921_agreements",
    sha256: "5791b8251687042d7537089bb369f9718793e3dac8ce585630d72fb086fe8a5b",
    timed: `-- timed: 22.0 s on bench scale data (1,090,000 Report rows, 218,000 of them with an agreement id), locks "Report" SHARE ROW EXCLUSIVE`,
    note: "clears Report.agreementId in one UPDATE (21.7 s: an upper bound, since few reports held one then) and adds its foreign key validated",
  },
  {
    name: "20261124141810_api_keys",
    sha256: "42233deb427611131ec6c2d8a596b01f3c321ed956c35369b190d16adc2aad14",
    timed: `-- timed: 38 ms on bench scale data (4 Company rows), locks "Company" ACCESS EXCLUSIVE`,
    note: "drops Company's four apiKey columns in the release that stopped reading them",
  },
  {
    name: "20261124150029_report_list_indexes",
    sha256: "4b14615a211da6b177d39bd6b9a2439daa2b3d156d2ba4310ce4c0a4ac551976",
    timed: `-- timed: 17.1 s on bench scale data (1,090,000 Report rows), locks "Report" SHARE`,
    note: "four indexes on Report built without CONCURRENTLY: no report written for 17 s",
  },
  {
    name: "20261124150307_list_created_indexes",
    sha256: "6fd869c2091a2a3943b84aacea1c1c7988e850fd1eb96a0a2c3890b3bb6256c0",
    timed: `-- timed: 626 ms on bench scale data (109,000 agreements, 109,000 vehicles, 218,000 customers), locks "Agreement", "Vehicle", "Customer" and "LicenceCheck" SHARE`,
    note: "four indexes built without CONCURRENTLY",
  },
  {
    name: "20261124194134_rate_limit_buckets",
    sha256: "28ad4f25bd8c164bb2d9b4e65da0102c5785dc7c6a3eb5f29c266b8358892b47",
    timed: `-- timed: 12 ms on bench scale data (0 rate_limit_windows rows: the bench keeps none), locks "rate_limit_windows" ACCESS EXCLUSIVE`,
    note: "rewrites every rate-limit window and drops the old hits column; the windows are short-lived counters",
  },
  {
    name: "20261124213631_agreement_search_text",
    sha256: "370631a8798f01997ccc7b767c4b42c3924233dc5c43d1a82ce3985e9745cffb",
    timed: `-- timed: 9.9 s on bench scale data (109,000 Agreement rows), locks "Agreement" ACCESS EXCLUSIVE, "Customer" and "Vehicle" SHARE ROW EXCLUSIVE`,
    note: "fills searchText of every agreement in one UPDATE (9.6 s) after adding the column: agreements unreadable meanwhile",
  },
  {
    name: "20261125005446_inspection_key_through_report",
    sha256: "b685f203ea9e8fb864121fcc3151d3c03ce2b9144a14683c5a20b95c971566d3",
    timed: `-- timed: 1.9 s on bench scale data (1,090,000 Report rows), locks "Report", "Inspection" and "Company" ACCESS EXCLUSIVE`,
    note: "a unique index on Report built without CONCURRENTLY, after dropping an index and foreign keys (ACCESS EXCLUSIVE)",
  },
  {
    name: "20261125033413_mot_tests_as_json",
    sha256: "04d2c6a6ea955b8054ca5c9494b87c575b2d416e0e1319f03e990b3ca84ee904",
    timed: `-- timed: 13.9 s on bench scale data (109,000 Vehicle rows), locks "Vehicle" ACCESS EXCLUSIVE`,
    note: "the untimed rewrite issue 35 names: jsonb to json rewrites every vehicle, and no vehicle can be read meanwhile (10.0 s on another run)",
  },
  {
    name: "20261126055241_redact_stored_mail_links",
    sha256: "8d95f15b4f40181921229b242418f7e91d069de227761d226432acc81433cf25",
    timed: `-- timed: 2.8 s on bench scale data (109,000 SentEmail rows, one signing email per agreement, added since the bench seeds no mail), locks "SentEmail" ROW EXCLUSIVE`,
    note: "three UPDATEs whose WHERE reads every stored email; each changed row stays locked until the commit (2.0 s on another run)",
  },
  {
    name: "20261126081236_invoice_numbers",
    sha256: "bb967ac32bcdfbacd426ec50bd06ff4f89462c0da5f7e4d5e802270b72bc8cae",
    timed: `-- timed: 155 ms on bench scale data (0 CreditPurchase rows: the bench seeds no purchases), locks "CreditPurchase" ACCESS EXCLUSIVE`,
    note: "numbers every paid purchase, with a unique index and a CHECK validated at once; a company buys credits a few times a year",
  },
  {
    name: "20261126082441_report_created_by_index",
    sha256: "3e1db73eeebdbc4026c01428b5c3ed7e1c2abbb44dc45d8c2f4d4acaec038261",
    timed: `-- timed: 833 ms on bench scale data (1,090,000 Report rows), locks "Report" SHARE`,
    note: "an index on Report built without CONCURRENTLY",
  },
];
