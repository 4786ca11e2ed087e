import { createHmac } from 'node:crypto';

/**
 * What the logs hold instead of an e-mail address (ASVS 16.2.5, issue 15): a keyed hash,
 * the same for the same address (trimmed, any case), so an operator can follow one account
 * through the log, while the log itself names nobody. Keyed with the token secret, so a
 * list of known addresses cannot be hashed by someone who only reads the logs.
 */
export function emailDigester(secret: string): (email: string) => string {
  return (email) =>
    createHmac('sha256', secret)
      .update(`log-email:${email.trim().toLowerCase()}`)
      .digest('hex')
      .slice(0, 16);
}
