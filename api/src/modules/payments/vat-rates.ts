/**
 * Standard VAT on digital services per payment country, in hundredths of a percent (2026). Prices
 * are consumer prices with VAT included; the receipt shows the VAT inside the amount. In the EU a
 * digital service is taxed in the buyer's country (OSS), which is the payment country here (ADR 0018).
 * The US has no federal VAT (state sales tax is left to the seller's tax service).
 */
const VAT_BASIS_POINTS: Record<string, number> = {
  AT: 2000,
  AU: 1000,
  BE: 2100,
  CA: 500,
  CH: 810,
  DE: 1900,
  DK: 2500,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GB: 2000,
  IE: 2300,
  IT: 2200,
  NL: 2100,
  NO: 2500,
  NZ: 1500,
  PL: 2300,
  SE: 2500,
  US: 0,
};

export function vatBasisPointsOf(country: string): number {
  const rate = VAT_BASIS_POINTS[country];
  if (rate === undefined) throw new Error(`no VAT rate for ${country}`);
  return rate;
}

export function basisPointsToPercentage(basisPoints: number): number {
  return basisPoints / 100;
}
