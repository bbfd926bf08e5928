// The hirer's statement of liability in a terms text: the paragraph headed `Statement of
// liability` (numbered or not), which issuers of fines look for before they transfer one.
import { termsParagraphs } from "./terms";

export const LIABILITY_HEADING = "Statement of liability";

const HEADED = /^(?:\d+[.)]?\s+)?statement of liability\b/i;

/** The clause's paragraph, or null when the terms hold none. */
export function liabilityClause(body: string): string | null {
  return termsParagraphs(body).find((paragraph) => HEADED.test(paragraph)) ?? null;
}

/** The clause suggested to companies whose terms lack one (and held by new companies' default terms). */
export const SUGGESTED_LIABILITY_CLAUSE = `${LIABILITY_HEADING}. You accept liability, as the hirer and keeper of the vehicle for the hire period, for every fixed penalty, penalty charge, excess charge, congestion, clean-air-zone and low-emission-zone charge, toll and speeding fine incurred in connection with the vehicle during the hire, under the Road Traffic Offenders Act 1988 (section 66), the Road Traffic Regulation Act 1984 and Schedule 4 of the Protection of Freedoms Act 2012, and you agree that we may name you to the issuer and give it a copy of this agreement so that the notice is transferred to you.`;
