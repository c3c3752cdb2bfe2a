/** Groups a card number as it is printed: 4-6-5 for American Express, groups of four otherwise. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  if (/^3[47]/.test(digits)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Types an expiry as MM/YY (the slash comes by itself). */
export function formatExpiry(value: string, previous = ''): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes the digit before it, rather than bringing the slash straight back.
  if (previous.endsWith('/') && value.length < previous.length) return digits.slice(0, 1);
  if (digits.length >= 3) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2) return `${digits}/`;
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}/`;
  return digits;
}

/** The security code: digits only, four at most. */
export function formatCvc(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}
