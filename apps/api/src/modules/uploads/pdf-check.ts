import type * as PdfLibModule from 'pdf-lib';
import type { PDFDocument } from 'pdf-lib';
import { ErrorCode, type ErrorCodeValue } from '@portal/shared';
import { isPdf } from './file-sniff';

/** Why a PDF is refused; each has its own message for the admin. */
export type PdfProblem = 'malformed' | 'encrypted' | 'active';

/** The answer to each refused PDF: 415 for what is not a PDF, 400 for one we will not keep. */
export const PDF_REFUSALS: Record<
  PdfProblem,
  { status: number; code: ErrorCodeValue; message: string }
> = {
  malformed: {
    status: 415,
    code: ErrorCode.unsupportedMedia,
    message: 'Il file allegato non è un PDF valido: salvalo di nuovo come PDF e riprova.',
  },
  encrypted: {
    status: 400,
    code: ErrorCode.validation,
    message: 'Il PDF è protetto da password o cifrato: carica una versione senza protezione.',
  },
  active: {
    status: 400,
    code: ErrorCode.validation,
    message:
      'Il PDF contiene script o azioni automatiche (JavaScript, avvio di programmi): carica una versione senza.',
  },
};

/** Names that make a PDF run something when opened: scripts and launched programs. */
const ACTIVE_NAMES = new Set(['JS', 'JavaScript', 'Launch']);
/** The same names written plainly in the file (objects outside compressed object streams). */
const ACTIVE_RAW = /\/(?:JS|JavaScript|Launch)(?![A-Za-z0-9#])/;

/**
 * `startxref` in the file's last kilobyte pointing inside the file at a cross-reference
 * table (`xref`) or stream (`N G obj`), as every reader starts from it.
 */
function hasCrossReference(buf: Uint8Array): boolean {
  const from = Math.max(0, buf.length - 1024);
  const tail = Buffer.from(buf.subarray(from)).toString('latin1');
  const found = [...tail.matchAll(/startxref\s+(\d+)\s+%%EOF/g)].at(-1);
  if (!found) return false;
  const offset = Number(found[1]);
  if (!Number.isSafeInteger(offset) || offset >= buf.length) return false;
  const at = Buffer.from(buf.subarray(offset, offset + 32)).toString('latin1');
  return /^(?:xref\b|\d+\s+\d+\s+obj\b)/.test(at);
}

type PdfLib = typeof PdfLibModule;
let pdfLibLoaded: Promise<PdfLib> | undefined;
/** pdf-lib (about 18 MB resident) loads with the first PDF, not with every process (decision 087). */
const loadPdfLib = () => (pdfLibLoaded ??= import('pdf-lib'));

/** An object holding an active name as a key or a value, in it or in its direct children. */
function isActive(lib: PdfLib, object: unknown, depth = 0): boolean {
  if (depth > 32) return true; // no real document nests this deep
  if (object instanceof lib.PDFName) return ACTIVE_NAMES.has(object.decodeText());
  if (object instanceof lib.PDFArray)
    return object.asArray().some((item) => isActive(lib, item, depth + 1));
  const dict = object instanceof lib.PDFStream ? object.dict : object;
  if (!(dict instanceof lib.PDFDict)) return false;
  for (const [key, value] of dict.entries())
    if (isActive(lib, key, depth + 1) || isActive(lib, value, depth + 1)) return true;
  return false;
}

/**
 * What is wrong with an uploaded PDF, or null for a well-formed one that runs nothing:
 * the `%PDF-` header and `%%EOF` marker, a cross-reference the reader can start from, a
 * document pdf-lib parses whole (every object, object streams included) with at least one
 * page; not encrypted (its content could not be checked) and without JavaScript or launch
 * actions, in any object.
 */
export async function pdfProblem(buf: Uint8Array): Promise<PdfProblem | null> {
  if (!isPdf(buf) || !hasCrossReference(buf)) return 'malformed';
  if (ACTIVE_RAW.test(Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength).toString('latin1')))
    return 'active';
  const lib = await loadPdfLib();
  let doc: PDFDocument;
  try {
    // Loaded even if encrypted, to tell that case apart (pdf-lib's own error is a plain Error).
    doc = await lib.PDFDocument.load(buf, {
      updateMetadata: false,
      throwOnInvalidObject: true,
      ignoreEncryption: true,
    });
  } catch {
    return 'malformed';
  }
  if (doc.isEncrypted) return 'encrypted';
  if (doc.getPageCount() < 1) return 'malformed';
  for (const [, object] of doc.context.enumerateIndirectObjects())
    if (isActive(lib, object)) return 'active';
  return null;
}
