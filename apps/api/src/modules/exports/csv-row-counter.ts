import { Transform } from 'node:stream';

const QUOTE = 0x22;
const NEWLINE = 0x0a;

/**
 * Passes a CSV through unchanged and counts its records as they go by: line feeds outside
 * quoted cells (a description's own line breaks are inside quotes; an escaped quote `""`
 * flips the state twice). The header is a record too: `onRecords` gets every count, the
 * caller subtracts it.
 */
export function csvRecordCounter(onRecords: (records: number) => void): Transform {
  let inQuotes = false;
  let records = 0;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      const before = records;
      for (let i = 0; i < bytes.length; i++) {
        const b = bytes[i];
        if (b === QUOTE) inQuotes = !inQuotes;
        else if (b === NEWLINE && !inQuotes) records += 1;
      }
      if (records !== before) onRecords(records);
      done(null, bytes);
    },
  });
}
