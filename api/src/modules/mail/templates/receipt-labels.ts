import type { Language } from '@app/shared/contract';

/** The labels of a receipt's order lines, and the names of payment methods that have no brand. */
export interface ReceiptLabels {
  number: string;
  date: string;
  credits: string;
  method: string;
  price: string;
  discount: string;
  amount: string;
  /** Variable: rate (the VAT rate in percent). */
  vat: string;
  creditcard: string;
  directdebit: string;
}

export const RECEIPT_LABELS: Record<Language, ReceiptLabels> = {
  da: {
    number: 'Ordrenummer',
    date: 'Dato',
    credits: 'Credits',
    method: 'Betalingsmetode',
    price: 'Pris',
    discount: 'Rabat',
    amount: 'Betalt',
    vat: 'Heraf moms ({{rate}} %)',
    creditcard: 'Betalingskort',
    directdebit: 'SEPA-direkte debitering',
  },
  de: {
    number: 'Bestellnummer',
    date: 'Datum',
    credits: 'Credits',
    method: 'Zahlungsart',
    price: 'Preis',
    discount: 'Rabatt',
    amount: 'Bezahlt',
    vat: 'Darin enthaltene MwSt. ({{rate}} %)',
    creditcard: 'Kreditkarte',
    directdebit: 'SEPA-Lastschrift',
  },
  en: {
    number: 'Order number',
    date: 'Date',
    credits: 'Credits',
    method: 'Payment method',
    price: 'Price',
    discount: 'Discount',
    amount: 'Paid',
    vat: 'Including VAT ({{rate}}%)',
    creditcard: 'Credit card',
    directdebit: 'SEPA direct debit',
  },
  es: {
    number: 'Número de pedido',
    date: 'Fecha',
    credits: 'Créditos',
    method: 'Método de pago',
    price: 'Precio',
    discount: 'Descuento',
    amount: 'Pagado',
    vat: 'IVA incluido ({{rate}} %)',
    creditcard: 'Tarjeta de crédito',
    directdebit: 'Adeudo directo SEPA',
  },
  fi: {
    number: 'Tilausnumero',
    date: 'Päivämäärä',
    credits: 'Krediitit',
    method: 'Maksutapa',
    price: 'Hinta',
    discount: 'Alennus',
    amount: 'Maksettu',
    vat: 'Sisältää ALV:n ({{rate}} %)',
    creditcard: 'Luottokortti',
    directdebit: 'SEPA-suoraveloitus',
  },
  fr: {
    number: 'Numéro de commande',
    date: 'Date',
    credits: 'Crédits',
    method: 'Moyen de paiement',
    price: 'Prix',
    discount: 'Réduction',
    amount: 'Payé',
    vat: 'Dont TVA ({{rate}} %)',
    creditcard: 'Carte bancaire',
    directdebit: 'Prélèvement SEPA',
  },
  it: {
    number: 'Numero d’ordine',
    date: 'Data',
    credits: 'Crediti',
    method: 'Metodo di pagamento',
    price: 'Prezzo',
    discount: 'Sconto',
    amount: 'Pagato',
    vat: 'IVA inclusa ({{rate}}%)',
    creditcard: 'Carta di credito',
    directdebit: 'Addebito diretto SEPA',
  },
  nb: {
    number: 'Ordrenummer',
    date: 'Dato',
    credits: 'Kreditter',
    method: 'Betalingsmåte',
    price: 'Pris',
    discount: 'Rabatt',
    amount: 'Betalt',
    vat: 'Herav mva. ({{rate}} %)',
    creditcard: 'Betalingskort',
    directdebit: 'SEPA-direktedebitering',
  },
  nl: {
    number: 'Bestelnummer',
    date: 'Datum',
    credits: 'Credits',
    method: 'Betaalmethode',
    price: 'Prijs',
    discount: 'Korting',
    amount: 'Betaald',
    vat: 'Waarvan btw ({{rate}}%)',
    creditcard: 'Creditcard',
    directdebit: 'SEPA-incasso',
  },
  pl: {
    number: 'Numer zamówienia',
    date: 'Data',
    credits: 'Kredyty',
    method: 'Metoda płatności',
    price: 'Cena',
    discount: 'Rabat',
    amount: 'Zapłacono',
    vat: 'W tym VAT ({{rate}}%)',
    creditcard: 'Karta płatnicza',
    directdebit: 'Polecenie zapłaty SEPA',
  },
  sv: {
    number: 'Ordernummer',
    date: 'Datum',
    credits: 'Krediter',
    method: 'Betalningssätt',
    price: 'Pris',
    discount: 'Rabatt',
    amount: 'Betalt',
    vat: 'Varav moms ({{rate}} %)',
    creditcard: 'Betalkort',
    directdebit: 'SEPA-autogiro',
  },
};
