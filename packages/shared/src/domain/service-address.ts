/**
 * A service's page is addressed by its name (`/services/{name}`, decision 095): each part
 * between two `/` is percent-encoded and the `/` stays a `/`, because an encoded `/` is an
 * ambiguous path the server refuses (decision 024). What a name cannot hold is what no
 * browser can send as it is: a `\` (browsers read it as `/`, and its escape is refused too)
 * and a part that is `.` or `..` (browsers resolve them away). Nor can it be the name of
 * one of the portal's own pages under `/services/`, which the router reads without case.
 */

/** The portal's own pages under `/services/` (apps/web config/paths.ts). */
const OWN_PAGES = ['displayrata', 'pianodacquisto'];

/** The name as the tail of its page's address: each part encoded, the `/` kept. */
export function encodePathTail(value: string): string {
  return value.split('/').map(encodeURIComponent).join('/');
}

/** Why a (trimmed) service name cannot address a page, in Italian; null when it can. */
export function unaddressableServiceName(name: string): string | null {
  if (name.includes('\\'))
    return 'Il nome non può contenere «\\»: la pagina del servizio non avrebbe un indirizzo. Usa «/» o «-».';
  if (name.split('/').some((part) => part === '.' || part === '..'))
    return 'Il nome non può avere «.» o «..» da soli tra due «/»: la pagina del servizio non avrebbe un indirizzo.';
  if (OWN_PAGES.includes(name.toLowerCase()))
    return 'Questo nome è l’indirizzo di una pagina del portale (Display Rata, Piano D’Acquisto): scegline un altro.';
  return null;
}
