/** A Partita IVA with a valid check digit, different on every call (its last digits are the time). */
export function partitaIva(): string {
  const ten = `1${String(Date.now()).slice(-9)}`;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const d = Number(ten[i]);
    sum += i % 2 === 0 ? d : d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return `${ten}${(10 - (sum % 10)) % 10}`;
}
