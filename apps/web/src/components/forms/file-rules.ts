import { formatNumber } from '@portal/shared/domain/format';

const mb = (bytes: number) => `${formatNumber(bytes / 1024 / 1024, 1)} MB`;

/** Whether `file` is of a type `accept` (an input's `accept`: MIME types, `type/*`, `.ext`) names. */
export function fileTypeAccepted(accept: string, file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .some((token) =>
      token.startsWith('.')
        ? name.endsWith(token)
        : token.endsWith('/*')
          ? type.startsWith(token.slice(0, -1))
          : type === token,
    );
}

/**
 * Why the browser refuses a chosen file before sending it (too large, wrong type), or
 * null. The server checks the content again; this answers at once, and the form does not
 * save while a refused file is chosen.
 */
export function fileRefusal(
  file: { name: string; type: string; size: number },
  accept: string,
  maxBytes: number,
): string | null {
  if (!fileTypeAccepted(accept, file))
    return `«${file.name}» non è di un tipo accettato: scegli un file come indicato sopra, oppure annulla la scelta.`;
  if (file.size > maxBytes)
    return `Il file pesa ${mb(file.size)}: il limite è ${mb(maxBytes)}. Scegline uno più leggero, oppure annulla la scelta.`;
  return null;
}
