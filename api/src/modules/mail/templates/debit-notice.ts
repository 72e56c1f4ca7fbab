import type { MailTemplate } from './mail-text';

/**
 * The pre-notification of a SEPA direct debit (ADR 0026), sent before the provider is asked to
 * collect: amount, the day the account is debited, mandate reference and creditor. Variables: name,
 * site, amount, date (the next TARGET2 business day), number, reference, creditor_name, creditor_id,
 * weeks (the refund right).
 */
export const debitNotice: MailTemplate = {
  da: {
    subject: 'Varsel om SEPA-direkte debitering fra {{site}}: {{amount}} (ordre {{number}})',
    text: 'Hej {{name}},\n\nvi trækker {{amount}} fra din konto via SEPA-direkte debitering for din ordre {{number}} hos {{site}}. Beløbet trækkes tidligst den {{date}}.\n\nOrdrenummer: {{number}}\nBeløb: {{amount}}\nMandatreference: {{reference}}\nKreditor: {{creditor_name}}\nKreditor-id: {{creditor_id}}',
    button: 'Se ordren',
    note: 'Du kan bede din bank om at tilbageføre beløbet inden for {{weeks}} uger efter debiteringen uden at angive en grund.',
  },
  de: {
    subject: 'Vorabankündigung deiner SEPA-Lastschrift bei {{site}}: {{amount}} (Bestellung {{number}})',
    text: 'Hallo {{name}},\n\nwir ziehen {{amount}} für deine Bestellung {{number}} bei {{site}} per SEPA-Lastschrift von deinem Konto ein. Dein Konto wird frühestens am {{date}} belastet.\n\nBestellnummer: {{number}}\nBetrag: {{amount}}\nMandatsreferenz: {{reference}}\nZahlungsempfänger: {{creditor_name}}\nGläubiger-Identifikationsnummer: {{creditor_id}}',
    button: 'Bestellung ansehen',
    note: 'Du kannst innerhalb von {{weeks}} Wochen nach der Belastung bei deiner Bank die Erstattung des Betrags verlangen, ohne einen Grund anzugeben.',
  },
  en: {
    subject: 'Notice of your SEPA direct debit at {{site}}: {{amount}} (order {{number}})',
    text: 'Hi {{name}},\n\nWe will collect {{amount}} from your account by SEPA direct debit for your order {{number}} at {{site}}. Your account will be debited on or after {{date}}.\n\nOrder number: {{number}}\nAmount: {{amount}}\nMandate reference: {{reference}}\nCreditor: {{creditor_name}}\nCreditor identifier: {{creditor_id}}',
    button: 'View your order',
    note: 'You can ask your bank to refund the amount within {{weeks}} weeks of the debit, without giving a reason.',
  },
  es: {
    subject: 'Aviso de tu adeudo directo SEPA en {{site}}: {{amount}} (pedido {{number}})',
    text: 'Hola, {{name}}:\n\nCargaremos {{amount}} en tu cuenta mediante adeudo directo SEPA por tu pedido {{number}} en {{site}}. El cargo se hará en tu cuenta a partir del {{date}}.\n\nNúmero de pedido: {{number}}\nImporte: {{amount}}\nReferencia de la orden de domiciliación: {{reference}}\nAcreedor: {{creditor_name}}\nIdentificador del acreedor: {{creditor_id}}',
    button: 'Ver el pedido',
    note: 'Puedes pedir a tu banco la devolución del importe en un plazo de {{weeks}} semanas desde el cargo, sin indicar ningún motivo.',
  },
  fi: {
    subject: 'Ennakkoilmoitus SEPA-suoraveloituksesta palvelussa {{site}}: {{amount}} (tilaus {{number}})',
    text: 'Hei {{name}},\n\nveloitamme tililtäsi {{amount}} SEPA-suoraveloituksena tilauksestasi {{number}} palvelussa {{site}}. Veloituspäivä on aikaisintaan {{date}}.\n\nTilausnumero: {{number}}\nSumma: {{amount}}\nValtuutuksen viite: {{reference}}\nMaksunsaaja: {{creditor_name}}\nMaksunsaajan tunnus: {{creditor_id}}',
    button: 'Näytä tilaus',
    note: 'Voit pyytää pankiltasi summan palautusta {{weeks}} viikon kuluessa veloituksesta ilman perustelua.',
  },
  fr: {
    subject: 'Notification de votre prélèvement SEPA sur {{site}} : {{amount}} (commande {{number}})',
    text: 'Bonjour {{name}},\n\nNous prélèverons {{amount}} sur votre compte par prélèvement SEPA pour votre commande {{number}} sur {{site}}. Votre compte sera débité à partir du {{date}}.\n\nNuméro de commande : {{number}}\nMontant : {{amount}}\nRéférence unique du mandat : {{reference}}\nCréancier : {{creditor_name}}\nIdentifiant créancier SEPA : {{creditor_id}}',
    button: 'Voir la commande',
    note: 'Vous pouvez demander à votre banque le remboursement du montant dans un délai de {{weeks}} semaines après le débit, sans avoir à vous justifier.',
  },
  it: {
    subject: 'Preavviso del tuo addebito diretto SEPA su {{site}}: {{amount}} (ordine {{number}})',
    text: 'Ciao {{name}},\n\naddebiteremo {{amount}} sul tuo conto tramite addebito diretto SEPA per il tuo ordine {{number}} su {{site}}. L’addebito avverrà a partire dal {{date}}.\n\nNumero d’ordine: {{number}}\nImporto: {{amount}}\nRiferimento del mandato: {{reference}}\nCreditore: {{creditor_name}}\nIdentificativo del creditore: {{creditor_id}}',
    button: 'Vedi l’ordine',
    note: 'Puoi chiedere alla tua banca il rimborso dell’importo entro {{weeks}} settimane dall’addebito, senza indicare un motivo.',
  },
  nb: {
    subject: 'Varsel om SEPA-direktedebitering fra {{site}}: {{amount}} (ordre {{number}})',
    text: 'Hei {{name}},\n\nvi trekker {{amount}} fra kontoen din med SEPA-direktedebitering for ordre {{number}} hos {{site}}. Beløpet trekkes tidligst {{date}}.\n\nOrdrenummer: {{number}}\nBeløp: {{amount}}\nMandatreferanse: {{reference}}\nKreditor: {{creditor_name}}\nKreditor-ID: {{creditor_id}}',
    button: 'Se ordren',
    note: 'Du kan be banken din om å tilbakeføre beløpet innen {{weeks}} uker etter trekket, uten å oppgi noen grunn.',
  },
  nl: {
    subject: 'Vooraankondiging van je SEPA-incasso bij {{site}}: {{amount}} (bestelling {{number}})',
    text: 'Hoi {{name}},\n\nWe schrijven {{amount}} met een SEPA-incasso af van je rekening voor je bestelling {{number}} bij {{site}}. Het bedrag wordt op of na {{date}} afgeschreven.\n\nBestelnummer: {{number}}\nBedrag: {{amount}}\nMachtigingskenmerk: {{reference}}\nIncassant: {{creditor_name}}\nIncassant-ID: {{creditor_id}}',
    button: 'Bekijk je bestelling',
    note: 'Je kunt binnen {{weeks}} weken na de afschrijving je bank vragen het bedrag terug te boeken, zonder opgaaf van reden.',
  },
  pl: {
    subject: 'Zapowiedź polecenia zapłaty SEPA w serwisie {{site}}: {{amount}}, zamówienie {{number}}',
    text: 'Cześć {{name}},\n\npobierzemy {{amount}} z Twojego konta poleceniem zapłaty SEPA za zamówienie {{number}} w serwisie {{site}}. Najwcześniejsza data obciążenia konta: {{date}}.\n\nNumer zamówienia: {{number}}\nKwota: {{amount}}\nNumer referencyjny upoważnienia: {{reference}}\nWierzyciel: {{creditor_name}}\nIdentyfikator wierzyciela: {{creditor_id}}',
    button: 'Zobacz zamówienie',
    note: 'W ciągu {{weeks}} tygodni od obciążenia możesz poprosić swój bank o zwrot kwoty bez podawania przyczyny.',
  },
  sv: {
    subject: 'Avisering om SEPA-autogiro från {{site}}: {{amount}} (order {{number}})',
    text: 'Hej {{name}},\n\nvi drar {{amount}} från ditt konto via SEPA-autogiro för din order {{number}} hos {{site}}. Beloppet dras tidigast {{date}}.\n\nOrdernummer: {{number}}\nBelopp: {{amount}}\nMandatreferens: {{reference}}\nBetalningsmottagare: {{creditor_name}}\nBorgenärs-id: {{creditor_id}}',
    button: 'Visa ordern',
    note: 'Du kan be din bank att återbetala beloppet inom {{weeks}} veckor efter dragningen, utan att ange något skäl.',
  },
};
