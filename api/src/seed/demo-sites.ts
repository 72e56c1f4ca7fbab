import type { Language } from '@app/shared/contract';

/** Country sites of the demo: domain, country, language, currency, message price in cents. */
export const COUNTRY_SITES: Array<[string, string, Language, string, number]> = [
  ['amorelle.nl', 'NL', 'nl', 'EUR', 199],
  ['amorelle.be', 'BE', 'nl', 'EUR', 199],
  ['amorelle.de', 'DE', 'de', 'EUR', 199],
  ['amorelle.at', 'AT', 'de', 'EUR', 199],
  ['amorelle.co.uk', 'GB', 'en', 'GBP', 179],
  ['amorelle.ie', 'IE', 'en', 'EUR', 199],
  ['amorelle.us', 'US', 'en', 'USD', 219],
  ['amorelle.ca', 'CA', 'en', 'CAD', 279],
  ['amorelle.com.au', 'AU', 'en', 'AUD', 319],
  ['amorelle.co.nz', 'NZ', 'en', 'NZD', 339],
  ['amorelle.pl', 'PL', 'pl', 'PLN', 849],
  ['amorelle.dk', 'DK', 'da', 'DKK', 1495],
  ['amorelle.se', 'SE', 'sv', 'SEK', 2195],
  ['amorelle.no', 'NO', 'nb', 'NOK', 2195],
  ['amorelle.fi', 'FI', 'fi', 'EUR', 199],
  ['amorelle.fr', 'FR', 'fr', 'EUR', 199],
  ['amorelle.it', 'IT', 'it', 'EUR', 199],
  ['amorelle.es', 'ES', 'es', 'EUR', 199],
  ['amorelle.ch', 'CH', 'de', 'CHF', 219],
];
