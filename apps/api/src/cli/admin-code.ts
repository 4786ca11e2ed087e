// npm run admin:code -- SEGRETO
// Prints the current TOTP code of a base32 secret: for the demo admin and automated checks
// on a development machine (the secret is printed at the first start, decision 039).
import { totpCode } from '../modules/auth/second-factor';

const secret = (process.argv[2] ?? '').trim().toUpperCase();
if (!/^[A-Z2-7]{16,128}=*$/.test(secret)) {
  console.error('Uso: npm run admin:code -- SEGRETO (il segreto base32 del secondo fattore)');
  process.exit(2);
}
console.log(totpCode(secret, Date.now()));
