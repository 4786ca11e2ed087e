/**
 * `S3_URL`: where the uploaded files live when the portal uses S3-compatible object storage
 * instead of its database (decision 048). One URL holds it all:
 *
 *   https://ACCESS_KEY:SECRET@host[:port]/bucket[?region=eu-south-1][&path-style=false]
 *
 * Key and secret percent-encoded (a `/` in a secret is `%2F`); region `us-east-1` unless
 * given; path-style addressing (`host/bucket/name`) unless `path-style=false`, which asks
 * for `bucket.host/name`. The secret is never part of an error message or a log line.
 */
export interface S3Settings {
  /** `https://host:port`, no path. */
  origin: string;
  bucket: string;
  region: string;
  pathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,40}$/;

function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** The settings, or the problems found (in Italian, never quoting the secret). */
export function parseS3Url(value: string): { settings: S3Settings } | { problems: string[] } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return {
      problems: [
        'S3_URL: non è un URL; usa https://CHIAVE:SEGRETO@host[:porta]/bucket?region=eu-south-1',
      ],
    };
  }
  const problems: string[] = [];
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    problems.push('S3_URL: deve iniziare con https:// (o http:// per un server locale)');
  }
  const accessKeyId = decoded(url.username);
  const secretAccessKey = decoded(url.password);
  if (!accessKeyId) problems.push('S3_URL: manca la chiave di accesso (https://CHIAVE:SEGRETO@…)');
  if (!secretAccessKey) {
    problems.push('S3_URL: manca il segreto della chiave (https://CHIAVE:SEGRETO@…)');
  }
  const bucket = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!BUCKET.test(bucket)) {
    problems.push(
      'S3_URL: dopo l’host va il nome del bucket (3-63 caratteri: minuscole, cifre, punti e trattini), es. /portale-file',
    );
  }
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!REGION.test(region)) problems.push('S3_URL: region non valida, es. region=eu-south-1');
  const pathStyle = url.searchParams.get('path-style') ?? 'true';
  if (pathStyle !== 'true' && pathStyle !== 'false') {
    problems.push('S3_URL: path-style vale true oppure false');
  }
  const unknown = [...url.searchParams.keys()].filter((k) => k !== 'region' && k !== 'path-style');
  if (unknown.length > 0) {
    problems.push(
      `S3_URL: parametri sconosciuti: ${unknown.join(', ')} (ammessi region e path-style)`,
    );
  }
  if (problems.length > 0 || !accessKeyId || !secretAccessKey) return { problems };
  return {
    settings: {
      origin: url.origin,
      bucket,
      region,
      pathStyle: pathStyle === 'true',
      accessKeyId,
      secretAccessKey,
    },
  };
}
