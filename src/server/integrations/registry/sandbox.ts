// The default registry: answers DVLA's own test registrations as DVLA's test
// environment does, and any other well-formed VRM with a plausible vehicle derived
// from the VRM alone (same VRM, same answer; dates move only on anniversaries). It
// builds DVLA- and DVSA-shaped answers and merges them like the live provider.
import { createHash } from "node:crypto";
import { AppError } from "../../errors";
import { mergeRegistry } from "./merge";
import {
  ADVISORIES,
  ANNUAL_MILES,
  CATALOGUE,
  COLOURS,
  DANGEROUS,
  KIND_DVLA,
  MAJORS,
  MINORS,
  type CatalogueEntry,
  type Kind,
} from "./sandbox-data";
import type {
  DvlaVehicle,
  DvsaMotTest,
  DvsaVehicle,
  RegistryProvider,
  RegistryVehicle,
} from "./types";

type Fixed = {
  entry: CatalogueEntry;
  fuel: string;
  engine?: number;
  colour: string;
  variant?: "sorn" | "mot_expired";
};

const fixed = (
  make: string,
  model: string,
  kind: Kind,
  fuel: string,
  colour: string,
  engine?: number,
  variant?: Fixed["variant"],
): Fixed => ({
  entry: { make, model, kind, fuels: [fuel], engines: engine ? [engine] : [] },
  fuel,
  engine,
  colour,
  variant,
});

/** DVLA's test registrations that succeed, with the kind of vehicle each stands for. */
export const TEST_VEHICLES: Record<string, Fixed> = {
  AA19AAA: fixed("FORD", "FIESTA", "car", "PETROL", "BLUE", 1242),
  AA19EEE: fixed("NISSAN", "LEAF", "car", "ELECTRICITY", "WHITE"),
  AA19PPP: fixed("VOLVO", "FH", "hgv", "DIESEL", "WHITE", 12777),
  L2WPS: fixed("LAND ROVER", "DEFENDER 110", "car", "DIESEL", "GREEN", 1997),
  AA19SRN: fixed("VAUXHALL", "CORSA", "car", "PETROL", "RED", 1398, "sorn"),
  AA19DSL: fixed("FORD", "TRANSIT CUSTOM", "van", "DIESEL", "SILVER", 1995),
  AA19MOT: fixed("VOLKSWAGEN", "GOLF", "car", "PETROL", "GREY", 1498, "mot_expired"),
  AA19AMP: fixed("TOYOTA", "COROLLA", "car", "HYBRID ELECTRIC", "BLACK", 1798),
};

/** DVLA's test registrations that fail, and how. */
export const TEST_FAILURES: Record<string, () => AppError> = {
  ER19NFD: () =>
    new AppError("vrm_not_found", "The registry has no vehicle with registration ER19NFD."),
  ER19BAD: () =>
    new AppError("invalid_request", "The registry refused the registration ER19BAD as malformed.", {
      errors: [{ pointer: "/vrm", detail: "is not a registration the registry accepts" }],
    }),
  ER19THR: () =>
    new AppError(
      "registry_unavailable",
      "The vehicle registry is busy (throttled). Try again in a minute.",
    ),
  ER19ERR: () =>
    new AppError(
      "registry_unavailable",
      "The vehicle registry answered with an error. Try again shortly.",
    ),
  ER19MNT: () =>
    new AppError(
      "registry_unavailable",
      "The vehicle registry is down for maintenance. Try again later.",
    ),
};

/** A small seeded generator (mulberry32): the same VRM always draws the same numbers. */
function rngFor(vrm: string) {
  let a = createHash("sha256").update(vrm).digest().readUInt32BE(0);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof rngFor>;

const DAY = 86_400_000;
const ymd = (d: Date) => d.toISOString().slice(0, 10);
const addYears = (d: Date, years: number) =>
  new Date(Date.UTC(d.getUTCFullYear() + years, d.getUTCMonth(), d.getUTCDate()));

/**
 * First registration from the plate's age identifier: AB19... is March to August 2019,
 * AB69... September 2019 to February 2020. DVLA's test plates take the first month.
 */
function firstRegistration(vrm: string, rng: Rng, now: Date, known: boolean): Date {
  const current = /^[A-Z]{2}(\d{2})[A-Z]{3}$/.exec(vrm);
  if (current) {
    const n = Number(current[1]);
    const offset = known ? 0 : rng.int(0, 5);
    const date =
      n >= 50
        ? new Date(Date.UTC(2000 + n - 50, 8 + offset, 1))
        : new Date(Date.UTC(2000 + n, 2 + offset, 1));
    if (n >= 2 && date < now) return date;
  }
  const year = rng.int(2008, Math.max(2008, now.getUTCFullYear() - 1));
  return new Date(Date.UTC(year, rng.int(0, 11), 1));
}

type Defect = {
  type: "ADVISORY" | "MINOR" | "MAJOR" | "DANGEROUS";
  text: string;
  dangerous: boolean;
};
const defect = (type: Defect["type"], text: string): Defect => ({
  type,
  text,
  dangerous: type === "DANGEROUS",
});

/**
 * The defects found at a test of a vehicle `age` years old: a fail's majors (now and then a
 * dangerous one), sometimes a minor, and advisories, more as the vehicle ages, some of them the
 * last test's again (a worn tyre or a corroded pipe is advised on until it is mended).
 */
function defects(
  rng: Rng,
  failed: boolean,
  age: number,
  advisedBefore: readonly Defect[],
): Defect[] {
  const list: Defect[] = [];
  if (failed) {
    if (rng.chance(0.25)) list.push(defect("DANGEROUS", rng.pick(DANGEROUS)));
    for (let i = rng.int(1, 2); i > 0; i--) list.push(defect("MAJOR", rng.pick(MAJORS)));
  }
  if (rng.chance(failed ? 0.3 : 0.15)) list.push(defect("MINOR", rng.pick(MINORS)));
  const advisories = new Set(advisedBefore.filter(() => rng.chance(0.3)).map((d) => d.text));
  for (let i = rng.int(-1, 1 + Math.floor(age / 9)); i > 0; i--)
    advisories.add(rng.pick(ADVISORIES));
  for (const text of advisories) list.push(defect("ADVISORY", text));
  return list;
}

/**
 * Annual tests from the first one due (3 years, 1 for HGVs) up to `now`, mileage always rising.
 * Older vehicles fail more often; a fail is retested within days, with the fail's advisories.
 */
function motHistory(
  rng: Rng,
  kind: Kind,
  registered: Date,
  now: Date,
  expired: boolean,
): DvsaMotTest[] {
  const tests: DvsaMotTest[] = [];
  const [low, high] = ANNUAL_MILES[kind];
  const firstAge = kind === "hgv" ? 1 : 3;
  let miles = 0;
  let advised: Defect[] = [];
  for (
    let age = firstAge, due = addYears(registered, age);
    due <= now;
    age++, due = addYears(registered, age)
  ) {
    miles += rng.int(low, high) * (age === firstAge ? firstAge : 1);
    const testedAt = new Date(due.getTime() - rng.int(1, 25) * DAY + rng.int(9, 16) * 3_600_000);
    const isLast = addYears(due, 1) > now;
    const failed = (expired && isLast) || rng.chance(0.1 + Math.min(age, 20) * 0.012);
    const test = (at: Date, passed: boolean, odometer: number, found: Defect[]): DvsaMotTest => ({
      completedDate: at.toISOString(),
      testResult: passed ? "PASSED" : "FAILED",
      expiryDate: passed ? ymd(new Date(addYears(due, 1).getTime() - DAY)) : null,
      odometerValue: String(odometer),
      odometerUnit: "MI",
      odometerResultType: "READ",
      defects: found,
    });
    const found = defects(rng, failed, age, advised);
    advised = found.filter((d) => d.type === "ADVISORY");
    tests.push(test(testedAt, !failed, miles, found));
    if (failed && !(expired && isLast)) {
      miles += rng.int(5, 120);
      tests.push(test(new Date(testedAt.getTime() + rng.int(1, 9) * DAY), true, miles, advised));
    }
  }
  return tests;
}

/** The DVLA and DVSA answers the live registry would give for `vrm`. */
export function sandboxAnswers(
  vrm: string,
  now: Date,
): { dvla: DvlaVehicle; dvsa: DvsaVehicle | null } {
  const rng = rngFor(vrm);
  const known = TEST_VEHICLES[vrm];
  const kind = rng.pick<Kind>([
    "car",
    "car",
    "car",
    "car",
    "car",
    "van",
    "van",
    "motorbike",
    "hgv",
  ]);
  const entry = known?.entry ?? rng.pick(CATALOGUE.filter((e) => e.kind === kind));
  const fuel = known?.fuel ?? rng.pick(entry.fuels);
  const electric = fuel === "ELECTRICITY";
  const engine = electric ? undefined : (known?.engine ?? rng.pick(entry.engines));
  const registered = firstRegistration(vrm, rng, now, known !== undefined);
  // About one generated vehicle in 25 failed its last MOT and was never retested.
  const lapsed = known ? known.variant === "mot_expired" : rng.chance(0.04);
  const tests = motHistory(rng, entry.kind, registered, now, lapsed).reverse();
  const lastPass = tests.find((t) => t.testResult === "PASSED");
  const firstDue = new Date(addYears(registered, entry.kind === "hgv" ? 1 : 3).getTime() - DAY);
  const motExpiry = lastPass?.expiryDate ?? ymd(firstDue);
  const untaxed = known ? known.variant === "sorn" : rng.chance(0.06);
  let taxDue = new Date(Date.UTC(now.getUTCFullYear(), registered.getUTCMonth(), 1));
  if (taxDue <= now) taxDue = addYears(taxDue, 1);
  const dvla: DvlaVehicle = {
    registrationNumber: vrm,
    taxStatus: known?.variant === "sorn" ? "SORN" : untaxed ? "Untaxed" : "Taxed",
    taxDueDate:
      known?.variant === "sorn" ? undefined : ymd(untaxed ? addYears(taxDue, -1) : taxDue),
    motStatus:
      tests.length === 0
        ? "No details held by DVLA"
        : motExpiry >= ymd(now)
          ? "Valid"
          : "Not valid",
    motExpiryDate: tests.length === 0 ? undefined : motExpiry,
    make: entry.make,
    colour: known?.colour ?? rng.pick(COLOURS),
    fuelType: fuel,
    yearOfManufacture: registered.getUTCFullYear(),
    engineCapacity: engine,
    co2Emissions: electric ? 0 : entry.kind === "hgv" ? undefined : rng.int(95, 190),
    monthOfFirstRegistration: ymd(registered).slice(0, 7),
    ...KIND_DVLA[entry.kind],
  };
  const dvsa: DvsaVehicle = {
    registration: vrm,
    make: entry.make,
    model: entry.model,
    primaryColour: dvla.colour,
    fuelType: fuel,
    registrationDate: ymd(registered),
    manufactureDate: ymd(registered),
    engineSize: engine === undefined ? null : String(engine),
    ...(tests.length === 0 ? { motTestDueDate: ymd(firstDue) } : { motTests: tests }),
  };
  return { dvla, dvsa };
}

export function sandboxRegistry(clock: () => Date = () => new Date()): RegistryProvider {
  return {
    name: "sandbox",
    lookup(vrm: string): Promise<RegistryVehicle> {
      const failure = TEST_FAILURES[vrm];
      if (failure) return Promise.reject(failure());
      const now = clock();
      const { dvla, dvsa } = sandboxAnswers(vrm, now);
      return Promise.resolve(mergeRegistry(vrm, dvla, dvsa, now));
    },
  };
}
