// Catalogue the sandbox registry draws from: makes, models, colours and MOT defect
// texts in the wording DVSA uses, so sandbox vehicles look like real ones.
export type Kind = "car" | "van" | "hgv" | "motorbike";

export type CatalogueEntry = {
  make: string;
  model: string;
  kind: Kind;
  fuels: readonly string[];
  engines: readonly number[];
};

export const CATALOGUE: readonly CatalogueEntry[] = [
  { make: "FORD", model: "FIESTA", kind: "car", fuels: ["PETROL", "DIESEL"], engines: [998, 1242, 1499] },
  { make: "FORD", model: "FOCUS", kind: "car", fuels: ["PETROL", "DIESEL"], engines: [998, 1499, 1997] },
  { make: "VAUXHALL", model: "CORSA", kind: "car", fuels: ["PETROL", "DIESEL"], engines: [1199, 1398] },
  { make: "VAUXHALL", model: "ASTRA", kind: "car", fuels: ["PETROL", "DIESEL"], engines: [1399, 1598] },
  { make: "VOLKSWAGEN", model: "GOLF", kind: "car", fuels: ["PETROL", "DIESEL", "HYBRID ELECTRIC"], engines: [999, 1498, 1968] },
  { make: "VOLKSWAGEN", model: "POLO", kind: "car", fuels: ["PETROL"], engines: [999, 1197] },
  { make: "TOYOTA", model: "YARIS", kind: "car", fuels: ["HYBRID ELECTRIC", "PETROL"], engines: [1490, 1329] },
  { make: "TOYOTA", model: "COROLLA", kind: "car", fuels: ["HYBRID ELECTRIC"], engines: [1798, 1987] },
  { make: "NISSAN", model: "QASHQAI", kind: "car", fuels: ["PETROL", "DIESEL"], engines: [1332, 1461] },
  { make: "BMW", model: "320D", kind: "car", fuels: ["DIESEL"], engines: [1995] },
  { make: "AUDI", model: "A3", kind: "car", fuels: ["PETROL", "DIESEL"], engines: [1395, 1968] },
  { make: "MERCEDES-BENZ", model: "A 180", kind: "car", fuels: ["PETROL", "DIESEL"], engines: [1332, 1461] },
  { make: "KIA", model: "SPORTAGE", kind: "car", fuels: ["PETROL", "DIESEL", "HYBRID ELECTRIC"], engines: [1591, 1598] },
  { make: "HYUNDAI", model: "TUCSON", kind: "car", fuels: ["PETROL", "HYBRID ELECTRIC"], engines: [1598] },
  { make: "SKODA", model: "OCTAVIA", kind: "car", fuels: ["PETROL", "DIESEL"], engines: [1498, 1968] },
  { make: "TESLA", model: "MODEL 3", kind: "car", fuels: ["ELECTRICITY"], engines: [] },
  { make: "NISSAN", model: "LEAF", kind: "car", fuels: ["ELECTRICITY"], engines: [] },
  { make: "FORD", model: "TRANSIT CUSTOM", kind: "van", fuels: ["DIESEL"], engines: [1995, 2198] },
  { make: "FORD", model: "TRANSIT", kind: "van", fuels: ["DIESEL"], engines: [1995, 2198] },
  { make: "VOLKSWAGEN", model: "TRANSPORTER", kind: "van", fuels: ["DIESEL"], engines: [1968] },
  { make: "MERCEDES-BENZ", model: "SPRINTER", kind: "van", fuels: ["DIESEL"], engines: [2143, 1950] },
  { make: "VAUXHALL", model: "VIVARO", kind: "van", fuels: ["DIESEL", "ELECTRICITY"], engines: [1997] },
  { make: "CITROEN", model: "BERLINGO", kind: "van", fuels: ["DIESEL"], engines: [1499, 1560] },
  { make: "VOLVO", model: "FH", kind: "hgv", fuels: ["DIESEL"], engines: [12777] },
  { make: "DAF", model: "XF", kind: "hgv", fuels: ["DIESEL"], engines: [12902] },
  { make: "SCANIA", model: "R 450", kind: "hgv", fuels: ["DIESEL"], engines: [12742] },
  { make: "HONDA", model: "CBF125", kind: "motorbike", fuels: ["PETROL"], engines: [124] },
  { make: "YAMAHA", model: "MT-07", kind: "motorbike", fuels: ["PETROL"], engines: [689] },
  { make: "TRIUMPH", model: "BONNEVILLE", kind: "motorbike", fuels: ["PETROL"], engines: [1200] },
];

export const COLOURS = ["WHITE", "BLACK", "SILVER", "GREY", "BLUE", "RED", "GREEN", "ORANGE", "YELLOW", "BROWN"] as const;

export const ADVISORIES = [
  "Nearside Front Tyre worn close to legal limit/worn on edge (5.2.3 (e))",
  "Offside Rear Brake pipe slightly corroded (1.1.11 (c))",
  "Oil leak, but not excessive (8.4.1 (a) (i))",
  "Windscreen damaged but not adversely affecting driver's view (3.2 (a) (i))",
  "Nearside Rear Suspension arm pin or bush worn but not resulting in excessive movement (5.3.4 (a) (i))",
  "Offside Front Brake disc worn, pitted or scored, but not seriously weakened (1.1.14 (a) (i))",
  "Exhaust has a minor leak of exhaust gases (6.1.2 (a))",
  "Underside of vehicle corroded but not seriously weakened",
] as const;

export const MINORS = [
  "Nearside Registration plate lamp inoperative in the case of multiple lamps or light sources (4.7.1 (b) (i))",
  "Washer provides insufficient washer liquid (3.5 (a))",
  "Offside Rear Position lamp lens slightly defective (4.2.1 (a) (i))",
] as const;

export const MAJORS = [
  "Offside Headlamp aim too high (4.1.2 (a) (i))",
  "Nearside Front Tyre tread depth below requirements of 1.6mm (5.2.3 (e))",
  "Exhaust has a major leak of exhaust gases (6.1.2 (a))",
  "Offside Front Brake disc significantly worn (1.1.14 (a) (ii))",
  "Windscreen wiper does not clear the windscreen effectively (3.4 (b) (i))",
  "Nearside Front Anti-roll bar linkage ball joint excessively worn (5.3.4 (a) (ii))",
] as const;

export const DANGEROUS = [
  "Nearside Front Tyre has ply or cords exposed (5.2.3 (d) (ii))",
  "Offside Rear Brake hose damaged or chafing and likely to fail (1.1.12 (b) (i))",
  "Service brake efficiency below requirements (1.2.1 (a))",
] as const;

/** Kind -> DVLA type approval and wheelplan, as the live registry answers them. */
export const KIND_DVLA: Record<Kind, { typeApproval: string; wheelplan: string; revenueWeight: number }> = {
  car: { typeApproval: "M1", wheelplan: "2 AXLE RIGID BODY", revenueWeight: 1640 },
  van: { typeApproval: "N1", wheelplan: "2 AXLE RIGID BODY", revenueWeight: 3100 },
  hgv: { typeApproval: "N3", wheelplan: "3 AXLE ARTIC", revenueWeight: 44000 },
  motorbike: { typeApproval: "L3", wheelplan: "2 WHEEL", revenueWeight: 0 },
};

/** Miles a year, low and high, by kind. */
export const ANNUAL_MILES: Record<Kind, readonly [number, number]> = {
  car: [5000, 14000],
  van: [12000, 26000],
  hgv: [60000, 110000],
  motorbike: [1500, 5000],
};
