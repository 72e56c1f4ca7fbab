/**
 * The SEPA creditor identifier (EPC262-08): the country code, two check digits, a creditor business
 * code (`ZZZ` when the creditor has none) and the national identifier. The check digits are ISO 7064
 * MOD 97-10 over the national identifier followed by the country code and "00", the business code
 * skipped, letters counted as A = 10 … Z = 35 (as in an IBAN). The Netherlands' national identifier
 * is the 8-digit KvK number followed by a 4-digit location number, "0000" for the head office.
 */
export function creditorIdentifier(country: string, nationalId: string, businessCode = 'ZZZ'): string {
  const id = nationalId.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (!/^[A-Z]{2}$/.test(country) || id === '' || id.length > 28) {
    throw new Error(`no creditor identifier for ${country} ${nationalId}`);
  }
  const digits = `${id}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `${country}${String(98 - remainder).padStart(2, '0')}${businessCode}${id}`;
}

/** The Dutch creditor identifier of a company: its KvK number, location "0000" (the head office). */
export function dutchCreditorIdentifier(kvk: string): string {
  if (!/^\d{8}$/.test(kvk)) throw new Error(`a KvK number has 8 digits: ${kvk}`);
  return creditorIdentifier('NL', `${kvk}0000`);
}
