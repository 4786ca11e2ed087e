import type * as PdfLibModule from 'pdf-lib';
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import type * as QrModule from 'qrcode';
import {
  CERTIFICATE_DISCLAIMER,
  CONSAP_ANSWER_LABELS,
  CONSAP_GUARANTEE_NOTE,
  dayLabel,
  type Brand,
} from '@portal/shared';
import { formatDate, formatEuro, formatPercent } from '@portal/shared/domain/format';
import type { FinancingCertificateRow } from '../../db/schema/index';

// The certificate as a PDF (decision 117): A4, made on the server with pdf-lib from the stored
// figures, so every download is the same document. The standard Helvetica (WinAnsi) keeps
// the file small and its text readable back; the QR code is drawn as vector squares.

let pdfLibLoaded: Promise<typeof PdfLibModule> | undefined;
const loadPdfLib = () => (pdfLibLoaded ??= import('pdf-lib'));
let qrLoaded: Promise<typeof QrModule> | undefined;
const loadQr = () => (qrLoaded ??= import('qrcode'));

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;

/** Characters Helvetica's WinAnsi has no glyph for become their nearest one. */
const winAnsi = (text: string) =>
  text
    .replace(/[\u202f\u2009]/g, '\u00a0')
    .replace(/[\u2212]/g, '-')
    .replace(/[^\u0020-\u00ff€’‘“”–—…•]/g, '?');

function hexToRgb(lib: typeof PdfLibModule, hex: string): RGB {
  const n = Number.parseInt(hex.slice(1), 16);
  return lib.rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** The words of `text` in lines no wider than `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** What the PDF shows besides the row: the brand, the product and the verification address. */
export interface CertificatePdfInput {
  row: FinancingCertificateRow;
  brand: Brand;
  productName: string;
  verifyUrl: string;
}

/** The rows of the figures table, label and value. */
function figureRows(row: FinancingCertificateRow): [string, string][] {
  return [
    ['Mutuo massimo finanziabile', formatEuro(row.maxLoanCents)],
    ['Prezzo dell’immobile sostenibile', formatEuro(row.priceCents)],
    ['Rapporto mutuo/valore (LTV)', formatPercent(row.ltv, 2)],
    ['Durata', `${row.years} anni (${row.numberOfInstalments} rate mensili)`],
    ['Rata mensile', formatEuro(row.instalmentCents)],
    ['TAN fisso', formatPercent(row.annualRate, 2)],
    ['TAEG', formatPercent(row.taeg, 2)],
    ['Verifica Consap (Fondo prima casa)', CONSAP_ANSWER_LABELS[row.consap]],
  ];
}

async function drawQr(page: PDFPage, lib: typeof PdfLibModule, url: string, x: number, y: number) {
  const qr = (await loadQr()).create(url, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const cell = 96 / size;
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      if (!qr.modules.get(r, c)) continue;
      page.drawRectangle({
        x: x + c * cell,
        y: y + (size - 1 - r) * cell,
        width: cell,
        height: cell,
        color: lib.rgb(0, 0, 0),
      });
    }
  }
}

/** The certificate's PDF bytes. */
export async function certificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const lib = await loadPdfLib();
  const { row, brand } = input;
  const doc = await lib.PDFDocument.create();
  const issued = row.issuedAt;
  doc.setTitle(`Attestato di finanziabilità – ${brand.company.name}`);
  doc.setAuthor(brand.company.name);
  doc.setCreator(input.productName);
  doc.setProducer(input.productName);
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  doc.setLanguage('it-IT');
  const page = doc.addPage([A4.width, A4.height]);
  const regular = await doc.embedFont(lib.StandardFonts.Helvetica);
  const bold = await doc.embedFont(lib.StandardFonts.HelveticaBold);
  const primary = hexToRgb(lib, brand.colors.primary);
  const textColour = hexToRgb(lib, brand.colors.text);
  const muted = hexToRgb(lib, brand.colors.muted);
  const inner = A4.width - 2 * MARGIN;
  let y = A4.height;

  const write = (text: string, o: { size?: number; font?: PDFFont; colour?: RGB; x?: number }) => {
    const size = o.size ?? 10;
    const font = o.font ?? regular;
    for (const line of wrap(winAnsi(text), font, size, inner - ((o.x ?? MARGIN) - MARGIN))) {
      y -= size * 1.4;
      page.drawText(line, { x: o.x ?? MARGIN, y, size, font, color: o.colour ?? textColour });
    }
  };

  // The band with the brand's name and colour.
  page.drawRectangle({ x: 0, y: A4.height - 96, width: A4.width, height: 96, color: primary });
  const white = lib.rgb(1, 1, 1);
  page.drawText(winAnsi(brand.company.name), {
    x: MARGIN,
    y: A4.height - 44,
    size: 16,
    font: bold,
    color: white,
  });
  page.drawText(winAnsi('Attestato di finanziabilità'), {
    x: MARGIN,
    y: A4.height - 72,
    size: 20,
    font: bold,
    color: white,
  });
  y = A4.height - 120;

  write(`Rilasciato il ${formatDate(issued)} · valido fino al ${dayLabel(row.validUntil)}`, {
    size: 10,
    colour: muted,
  });
  y -= 10;
  write('Acquirente', { size: 9, colour: muted });
  write(row.buyer, { size: 14, font: bold });
  y -= 12;

  for (const [label, value] of figureRows(row)) {
    y -= 20;
    page.drawText(winAnsi(label), { x: MARGIN, y, size: 11, font: regular, color: textColour });
    const v = winAnsi(value);
    page.drawText(v, {
      x: A4.width - MARGIN - bold.widthOfTextAtSize(v, 11),
      y,
      size: 11,
      font: bold,
      color: textColour,
    });
    page.drawLine({
      start: { x: MARGIN, y: y - 6 },
      end: { x: A4.width - MARGIN, y: y - 6 },
      thickness: 0.5,
      color: muted,
    });
  }
  y -= 16;

  write(
    `Esempio rappresentativo: mutuo a tasso fisso garantito da ipoteca sull’immobile, importo totale del credito ${formatEuro(row.maxLoanCents)}, durata ${row.years} anni, ${row.numberOfInstalments} rate mensili da ${formatEuro(row.instalmentCents)}, TAN fisso ${formatPercent(row.annualRate, 2)}, TAEG ${formatPercent(row.taeg, 2)}. Il TAEG comprende le spese di istruttoria, la perizia e l’imposta sostitutiva; non comprende le spese notarili e l’assicurazione dell’immobile.`,
    { size: 9 },
  );
  if (row.consap.startsWith('ammissibile')) {
    write(CONSAP_GUARANTEE_NOTE, { size: 9, colour: muted });
  }
  y -= 8;
  write(`Intermediario del credito: ${row.intermediary}, ${row.intermediaryDetails}.`, {
    size: 9,
  });
  write(`Elenco OAM: ${brand.company.oamRegisterUrl}`, { size: 9, colour: muted });
  y -= 12;

  // The disclaimer, verbatim, in a box of the brand's colour.
  const disclaimer = wrap(winAnsi(`${CERTIFICATE_DISCLAIMER}.`), bold, 10, inner - 24);
  const boxHeight = disclaimer.length * 14 + 16;
  page.drawRectangle({
    x: MARGIN,
    y: y - boxHeight,
    width: inner,
    height: boxHeight,
    borderColor: primary,
    borderWidth: 1.5,
  });
  let dy = y - 8;
  for (const line of disclaimer) {
    dy -= 14;
    page.drawText(line, { x: MARGIN + 12, y: dy + 2, size: 10, font: bold, color: textColour });
  }
  y -= boxHeight + 24;

  // The verification: the address written out, and as a QR code beside it.
  const qrY = y - 96;
  await drawQr(page, lib, input.verifyUrl, A4.width - MARGIN - 96, qrY);
  const textWidth = inner - 112;
  const at = (text: string, size: number, font: PDFFont, colour: RGB) => {
    for (const line of wrap(winAnsi(text), font, size, textWidth)) {
      y -= size * 1.4;
      page.drawText(line, { x: MARGIN, y, size, font, color: colour });
    }
  };
  at('Verifica dell’attestato', 11, bold, textColour);
  at(
    'Chiunque può verificare che questo attestato è autentico e se è ancora valido, scaduto o revocato, all’indirizzo:',
    9,
    regular,
    textColour,
  );
  // The address on one line when it fits, else cut where it must: it is read and typed.
  const url = input.verifyUrl;
  const urlSize = 8;
  let rest = url;
  while (rest) {
    let n = rest.length;
    while (n > 1 && regular.widthOfTextAtSize(rest.slice(0, n), urlSize) > textWidth) n--;
    y -= urlSize * 1.5;
    page.drawText(rest.slice(0, n), { x: MARGIN, y, size: urlSize, font: regular, color: primary });
    rest = rest.slice(n);
  }

  return doc.save({ useObjectStreams: false });
}
