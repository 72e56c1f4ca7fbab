import bancontact from './logos/bancontact.svg';
import blik from './logos/blik.svg';
import card from './logos/card.svg';
import ideal from './logos/ideal.svg';
import klarna from './logos/klarna.svg';
import mobilepay from './logos/mobilepay.svg';
import paypal from './logos/paypal.svg';
import przelewy24 from './logos/przelewy24.svg';
import sepa from './logos/sepa.svg';
import swish from './logos/swish.svg';
import twint from './logos/twint.svg';
import vipps from './logos/vipps.svg';

/** The bundled logo of each `logo` file name the contract's payment methods use (payment-methods.ts). */
const LOGOS: Readonly<Record<string, string>> = {
  'bancontact.svg': bancontact,
  'blik.svg': blik,
  'card.svg': card,
  'ideal.svg': ideal,
  'klarna.svg': klarna,
  'mobilepay.svg': mobilepay,
  'paypal.svg': paypal,
  'przelewy24.svg': przelewy24,
  'sepa.svg': sepa,
  'swish.svg': swish,
  'twint.svg': twint,
  'vipps.svg': vipps,
};

/** The URL of a method's logo, or null for a file this build does not carry (the name is shown alone). */
export function logoUrl(file: string): string | null {
  return LOGOS[file] ?? null;
}
