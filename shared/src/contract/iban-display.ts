/**
 * An IBAN as people read it: capitals in groups of four ("DE89 3704 0044 0532 0130 00"). Free of
 * ibantools and zod, so a page that only shows an IBAN (the mandate, the form's field on blur) does
 * not load the library that checks one.
 */
export function formatIbanForDisplay(iban: string): string {
  const electronic = iban.replace(/[-\s]/g, '').toUpperCase();
  return electronic.replace(/(.{4})(?!$)/g, '$1 ');
}
