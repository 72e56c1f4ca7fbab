import type { MailTemplate } from './mail-text';

/**
 * Sent when a member has withdrawn from a purchase (ADR 0027): what was withdrawn and when. Variables:
 * name, site, number, details (the lines of the withdrawal, built with RECEIPT_LABELS: order number,
 * package, credits removed, refund, date and time).
 */
export const withdrawalReceipt: MailTemplate = {
  da: {
    subject: 'Bekræftelse af din fortrydelse hos {{site}} (ordre {{number}})',
    text: 'Hej {{name}},\n\ndu har fortrudt dit køb hos {{site}}. Her er en bekræftelse af, hvad du har fortrudt, og hvornår.\n\n{{details}}',
    button: 'Se ordren',
    note: 'Beløbet tilbagebetales til den betalingsmetode, du brugte, og kan være et par dage om at nå frem til din konto. Kreditter, du allerede har brugt, refunderes ikke.',
  },
  de: {
    subject: 'Bestätigung deines Widerrufs bei {{site}} (Bestellung {{number}})',
    text: 'Hallo {{name}},\n\ndu hast deinen Kauf bei {{site}} widerrufen. Hier ist die Bestätigung, was du widerrufen hast und wann.\n\n{{details}}',
    button: 'Bestellung ansehen',
    note: 'Die Erstattung geht auf die Zahlungsart zurück, mit der du bezahlt hast, und kann ein paar Tage dauern, bis sie auf deinem Konto ist. Credits, die du schon verwendet hast, werden nicht erstattet.',
  },
  en: {
    subject: 'Confirmation of your withdrawal at {{site}} (order {{number}})',
    text: 'Hi {{name}},\n\nYou have withdrawn from your purchase at {{site}}. This email confirms what was withdrawn and when.\n\n{{details}}',
    button: 'View your order',
    note: 'The refund goes back to the payment method you used and can take a few days to reach your account. Credits you had already used are not refunded.',
  },
  es: {
    subject: 'Confirmación de tu desistimiento en {{site}} (pedido {{number}})',
    text: 'Hola, {{name}}:\n\nHas desistido de tu compra en {{site}}. Este correo confirma de qué has desistido y cuándo.\n\n{{details}}',
    button: 'Ver el pedido',
    note: 'El reembolso se hace al método de pago que usaste y puede tardar unos días en llegar a tu cuenta. Los créditos que ya habías usado no se reembolsan.',
  },
  fi: {
    subject: 'Vahvistus ostoksen perumisesta palvelussa {{site}} (tilaus {{number}})',
    text: 'Hei {{name}},\n\nolet perunut ostoksesi palvelussa {{site}}. Tämä viesti vahvistaa, mitä peruit ja milloin.\n\n{{details}}',
    button: 'Näytä tilaus',
    note: 'Hyvitys maksetaan takaisin käyttämällesi maksutavalle, ja sen saapuminen tilillesi voi kestää muutaman päivän. Jo käyttämiäsi krediittejä ei hyvitetä.',
  },
  fr: {
    subject: 'Confirmation de votre rétractation sur {{site}} (commande {{number}})',
    text: 'Bonjour {{name}},\n\nVous vous êtes rétracté(e) de votre achat sur {{site}}. Cet e-mail confirme ce dont vous vous êtes rétracté(e) et à quel moment.\n\n{{details}}',
    button: 'Voir la commande',
    note: 'Le remboursement est effectué sur le moyen de paiement que vous avez utilisé et peut prendre quelques jours avant d’arriver sur votre compte. Les crédits que vous aviez déjà utilisés ne sont pas remboursés.',
  },
  it: {
    subject: 'Conferma del tuo recesso su {{site}} (ordine {{number}})',
    text: 'Ciao {{name}},\n\nhai esercitato il recesso dal tuo acquisto su {{site}}. Questa email conferma da cosa hai receduto e quando.\n\n{{details}}',
    button: 'Vedi l’ordine',
    note: 'Il rimborso viene effettuato sul metodo di pagamento che hai usato e può richiedere qualche giorno prima di arrivare sul tuo conto. I crediti che avevi già usato non vengono rimborsati.',
  },
  nb: {
    subject: 'Bekreftelse på angringen din hos {{site}} (ordre {{number}})',
    text: 'Hei {{name}},\n\ndu har angret kjøpet ditt hos {{site}}. Her er en bekreftelse på hva du har angret, og når.\n\n{{details}}',
    button: 'Se ordren',
    note: 'Beløpet betales tilbake til betalingsmåten du brukte, og det kan ta noen dager før det kommer inn på kontoen din. Kreditter du allerede har brukt, refunderes ikke.',
  },
  nl: {
    subject: 'Bevestiging van je herroeping bij {{site}} (bestelling {{number}})',
    text: 'Hoi {{name}},\n\nJe hebt je aankoop bij {{site}} herroepen. Deze e-mail bevestigt wat je hebt herroepen en wanneer.\n\n{{details}}',
    button: 'Bekijk je bestelling',
    note: 'De terugbetaling gaat naar de betaalmethode die je hebt gebruikt en kan een paar dagen duren voordat die op je rekening staat. Credits die je al had gebruikt, worden niet terugbetaald.',
  },
  pl: {
    subject: 'Potwierdzenie odstąpienia od zakupu w serwisie {{site}}, zamówienie {{number}}',
    text: 'Cześć {{name}},\n\nTwoje odstąpienie od zakupu w serwisie {{site}} zostało przyjęte. Ta wiadomość potwierdza, czego dotyczy odstąpienie i kiedy nastąpiło.\n\n{{details}}',
    button: 'Zobacz zamówienie',
    note: 'Zwrot trafi na metodę płatności, której użyto przy zakupie, i może potrwać kilka dni, zanim pojawi się na Twoim koncie. Kredyty, które zostały już wykorzystane, nie podlegają zwrotowi.',
  },
  sv: {
    subject: 'Bekräftelse på att du har ångrat köpet hos {{site}} (order {{number}})',
    text: 'Hej {{name}},\n\ndu har ångrat ditt köp hos {{site}}. Det här mejlet bekräftar vad du har ångrat och när.\n\n{{details}}',
    button: 'Visa ordern',
    note: 'Återbetalningen görs till det betalsätt du använde och kan ta några dagar innan den syns på ditt konto. Krediter som du redan har använt återbetalas inte.',
  },
};
