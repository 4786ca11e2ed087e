// QUALITY S10: no answer may carry a password, hash or token field, except the admin
// login and refresh answers (they hand out the tokens) and the agency login (its token).
export const SECRET_KEYS = [
  'password',
  'passwordHash',
  'password_hash',
  'tokenHash',
  'refreshToken',
  'recoveryCodes',
  'totpSecret',
];
const ALLOWED: Record<string, string[]> = {
  '/v2/admin/login': ['refreshToken'],
  '/v2/admin/refresh': ['refreshToken'],
  '/v2/admin/login/verify': ['refreshToken'],
  '/v2/admin/login/enrol': ['refreshToken', 'recoveryCodes'],
  '/v2/admin/mfa/recovery-codes': ['recoveryCodes'],
};

/** Paths (a.b.c) of secret keys found anywhere in a JSON value. */
export function secretKeysIn(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => secretKeysIn(v, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => [
    ...(SECRET_KEYS.includes(k) ? [`${path}.${k}`] : []),
    ...secretKeysIn(v, `${path}.${k}`),
  ]);
}

/** Secret keys in a JSON answer that its route is not allowed to send. */
export function leakedSecrets(url: string, contentType: unknown, body: string): string[] {
  if (typeof contentType !== 'string' || !contentType.includes('json') || !body) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return ['(JSON non valido)'];
  }
  const allowed = ALLOWED[url.split('?')[0]!] ?? [];
  // `details` of a 400 names the form fields that failed (e.g. `password`), not their values.
  return secretKeysIn(parsed).filter(
    (p) => !p.startsWith('.details.') && !allowed.some((a) => p === `.${a}`),
  );
}
