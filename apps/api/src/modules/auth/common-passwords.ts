import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_SRC } from '../../paths';

/** The refused-password list, lower-cased (see the header of common-passwords.txt). */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(join(API_SRC, 'modules/auth/common-passwords.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#')),
);
