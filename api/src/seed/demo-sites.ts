import type { Language } from '@app/shared/contract';

/** Country sites of the demo: domain, country, language, currency. */
export const COUNTRY_SITES: Array<[string, string, Language, string]> = [
  ['amorelle.nl', 'NL', 'nl', 'EUR'],
  ['amorelle.be', 'BE', 'nl', 'EUR'],
  ['amorelle.de', 'DE', 'de', 'EUR'],
  ['amorelle.at', 'AT', 'de', 'EUR'],
  ['amorelle.co.uk', 'GB', 'en', 'GBP'],
  ['amorelle.ie', 'IE', 'en', 'EUR'],
  ['amorelle.us', 'US', 'en', 'USD'],
  ['amorelle.ca', 'CA', 'en', 'CAD'],
  ['amorelle.com.au', 'AU', 'en', 'AUD'],
  ['amorelle.co.nz', 'NZ', 'en', 'NZD'],
  ['amorelle.pl', 'PL', 'pl', 'PLN'],
  ['amorelle.dk', 'DK', 'da', 'DKK'],
  ['amorelle.se', 'SE', 'sv', 'SEK'],
  ['amorelle.no', 'NO', 'nb', 'NOK'],
  ['amorelle.fi', 'FI', 'fi', 'EUR'],
  ['amorelle.fr', 'FR', 'fr', 'EUR'],
  ['amorelle.it', 'IT', 'it', 'EUR'],
  ['amorelle.es', 'ES', 'es', 'EUR'],
  ['amorelle.ch', 'CH', 'de', 'CHF'],
];
