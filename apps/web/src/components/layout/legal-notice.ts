import type { Brand } from '@portal/shared';

/** Digits and a leading + only, for `tel:` links ('+39 06 123 4567' → '+39061234567'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
}

/** The Italian legal notice of the footer, built from the brand file. */
export function buildLegalNotice(company: Brand['company'], year: number): string {
  const office = (o: Brand['company']['registeredOffice']) => `${o.address}, ${o.city}`;
  const parent = [company.parentCompany.name, company.parentCompany.note].filter(Boolean).join(' ');
  const parts = [
    `© ${year} ${company.name} ${company.legalForm}`.trim(),
    `Mediatore creditizio iscritto all’Elenco OAM n. ${company.oamNumber}`,
    `P.IVA ${company.partitaIva}`,
    `REA ${company.rea}`,
    company.shareCapital ? `Capitale sociale ${company.shareCapital}` : null,
    `Sede legale: ${office(company.registeredOffice)}`,
    `Sede operativa: ${office(company.operatingOffice)}`,
    `Società soggetta a direzione e coordinamento di ${parent}`,
  ];
  return parts.filter((p): p is string => Boolean(p)).join(' – ');
}
