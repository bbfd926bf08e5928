// Every company starts with one default terms template: plain-English UK vehicle-hire
// terms. Made at sign-up, and on first use for companies that existed before terms did.
import type { Tx } from "../../db";
import { newId } from "../../ids";
import { SUGGESTED_LIABILITY_CLAUSE } from "../../models/liability-clause";

export const DEFAULT_TERMS_NAME = "Standard hire terms";

export const DEFAULT_TERMS_BODY = `These terms are the agreement between you (the hirer) and us (the company named on this agreement) for the hire of the vehicle shown. Please read them before you sign.

1. The vehicle. You must be the driver named on this agreement, hold a full driving licence valid in the UK, and show it to us when asked. Nobody else may drive the vehicle unless we have agreed it in writing.

2. Hire period and charges. You pay the daily rate for every started 24-hour period from the start to the end of the hire shown on this agreement. If you return the vehicle late without our agreement, each further started 24 hours is charged at the same daily rate.

3. Deposit. We take the deposit shown before the hire starts. We return it within 14 days of the end of the hire, less any amounts you owe us under these terms. We will tell you in writing what we have kept and why.

4. Fuel and charge. The vehicle is supplied with the fuel or charge level recorded on the check-out report. Return it at the same level. If it is lower, we charge for the missing fuel or charge at our published price plus a refuelling fee.

5. Mileage. If a mileage allowance is shown, each mile over the allowance for the whole hire is charged at our published rate per mile. The odometer readings at check-out and return are recorded on the reports.

6. Damage and excess. We inspect the vehicle with you at check-out and on return and record its condition, with photos. You are responsible for loss of or damage to the vehicle during the hire, up to the excess shown on this agreement for each incident, unless the damage was caused by our negligence. Report any accident, damage or theft to us and, where required, to the police straight away.

7. Insurance. The vehicle is insured for your use under our policy while you keep to these terms. The insurance does not cover use by anyone not named on this agreement, use for hire or reward, racing, or driving under the influence of drink or drugs.

8. ${SUGGESTED_LIABILITY_CLAUSE} We may charge a reasonable administration fee for each notice we transfer.

9. Looking after the vehicle. Do not smoke or vape in the vehicle, do not carry more people or weight than it is built for, and do not take it out of the United Kingdom without our written permission. Keep it locked when you leave it and keep the keys safe.

10. Breakdown. If the vehicle breaks down, call us or the breakdown number in the vehicle. Do not arrange repairs yourself without our agreement.

11. Return. Return the vehicle to the place, on the date and at the time shown, with its keys, documents and accessories. We check it with you and record its condition on a return report. If we cannot check it with you, our inspection is the record.

12. Your rights. Nothing in these terms affects your statutory rights. These terms are governed by the law of England and Wales, unless you live in Scotland or Northern Ireland, where you may also bring proceedings in your local courts.`;

/** Serialises template changes of one company: the default moves while the company row is locked. */
export async function lockCompanyTerms(tx: Tx, companyId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Company" WHERE id = ${companyId} FOR UPDATE`;
}

/** The company's default template, made (with its version 1) if the company has none yet. */
export async function ensureDefaultTerms(tx: Tx, companyId: string) {
  const existing = await tx.termsTemplate.findFirst({ where: { companyId, isDefault: true } });
  if (existing) return existing;
  await lockCompanyTerms(tx, companyId);
  const again = await tx.termsTemplate.findFirst({ where: { companyId, isDefault: true } });
  if (again) return again;
  const id = newId("terms");
  const template = await tx.termsTemplate.create({
    data: {
      id,
      companyId,
      name: DEFAULT_TERMS_NAME,
      body: DEFAULT_TERMS_BODY,
      version: 1,
      isDefault: true,
    },
  });
  await tx.termsVersion.create({
    data: {
      id: newId("termsVersion"),
      companyId,
      templateId: id,
      version: 1,
      name: DEFAULT_TERMS_NAME,
      body: DEFAULT_TERMS_BODY,
    },
  });
  return template;
}
