import type { Brand } from '@portal/shared';

export interface MailContent {
  /** First line, e.g. "Gentile Immobiliare Rossi,". */
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the button, e.g. how long the link lasts. */
  note?: string;
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * One branded Italian mail in HTML and plain text: the brand's colours and company data,
 * a single call to action, the legal line. Values are escaped; links come from PUBLIC_URL.
 */
export function renderMail(
  brand: Brand,
  productName: string,
  c: MailContent,
): { html: string; text: string } {
  const co = brand.company;
  const legal = `${co.name} ${co.legalForm} – Mediatore creditizio iscritto all'Elenco OAM n. ${co.oamNumber} – P.IVA ${co.partitaIva}`;
  const text = [
    c.greeting,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`, ''] : []),
    ...(c.note ? [c.note, ''] : []),
    `— ${productName}, ${co.name}`,
    legal,
  ].join('\n');
  const button = c.action
    ? `<p style="margin:24px 0"><a href="${esc(c.action.url)}" style="background:${brand.colors.primary};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${esc(c.action.label)}</a></p><p style="font-size:13px;color:${brand.colors.muted}">Se il pulsante non funziona copia questo indirizzo nel browser:<br><span style="word-break:break-all">${esc(c.action.url)}</span></p>`
    : '';
  const html = `<!doctype html><html lang="it"><body style="margin:0;background:${brand.colors.background};font-family:Arial,Helvetica,sans-serif;color:${brand.colors.text}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:${brand.colors.surface};border-radius:8px">
<tr><td style="background:${brand.colors.primary};color:#ffffff;padding:20px 24px;font-size:20px;font-weight:700;border-radius:8px 8px 0 0">${esc(productName)}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
<p>${esc(c.greeting)}</p>
${c.paragraphs.map((p) => `<p>${esc(p)}</p>`).join('\n')}
${button}
${c.note ? `<p style="font-size:13px;color:${brand.colors.muted}">${esc(c.note)}</p>` : ''}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:${brand.colors.muted};border-top:1px solid #e3e7ee">${esc(legal)}<br>${esc(brand.contacts.email)} · ${esc(brand.contacts.phone)}</td></tr>
</table></td></tr></table></body></html>`;
  return { html, text };
}
