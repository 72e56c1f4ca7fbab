import type { MailTemplate } from './mail-text';

/**
 * Sent when a purchase completes: what was bought and paid, and how to withdraw. Variables: name,
 * site, credits, details (the lines of the order, built with RECEIPT_LABELS), refund_days, number,
 * withdraw_link (a login link to the order with the withdrawal form open).
 */
export const receipt: MailTemplate = {
  da: {
    subject: 'Din kvittering fra {{site}}: {{credits}} kreditter (ordre {{number}})',
    text: 'Hej {{name}},\n\ntak for dit køb hos {{site}}. Dine {{credits}} kreditter er lagt ind på din konto, og du er nu premiummedlem.\n\n{{details}}',
    button: 'Se kvitteringen',
    note: 'Du kan fortryde købet inden for {{refund_days}} dage og få pengene tilbage for de kreditter, du ikke har brugt. Fortryd aftalen her: {{withdraw_link}}',
  },
  de: {
    subject: 'Deine Quittung von {{site}}: {{credits}} Credits (Bestellung {{number}})',
    text: 'Hallo {{name}},\n\nvielen Dank für deinen Kauf bei {{site}}. Deine {{credits}} Credits wurden deinem Konto gutgeschrieben, und du bist jetzt Premium-Mitglied.\n\n{{details}}',
    button: 'Quittung ansehen',
    note: 'Du kannst den Kauf innerhalb von {{refund_days}} Tagen widerrufen und bekommst dein Geld für die Credits zurück, die du noch nicht verwendet hast. Vertrag hier widerrufen: {{withdraw_link}}',
  },
  en: {
    subject: 'Your receipt from {{site}}: {{credits}} credits (order {{number}})',
    text: 'Hi {{name}},\n\nThank you for your purchase at {{site}}. Your {{credits}} credits have been added to your account, and you are now a premium member.\n\n{{details}}',
    button: 'View your receipt',
    note: 'You may withdraw from this purchase within {{refund_days}} days and get your money back for the credits you have not used. Withdraw from contract here: {{withdraw_link}}',
  },
  es: {
    subject: 'Tu recibo de {{site}}: {{credits}} créditos (pedido {{number}})',
    text: 'Hola, {{name}}:\n\nGracias por tu compra en {{site}}. Tus {{credits}} créditos ya están en tu cuenta y ahora eres miembro premium.\n\n{{details}}',
    button: 'Ver el recibo',
    note: 'Puedes desistir de esta compra en un plazo de {{refund_days}} días y recuperar el dinero de los créditos que no hayas usado. Desistir del contrato aquí: {{withdraw_link}}',
  },
  fi: {
    subject: 'Kuittisi palvelusta {{site}}: {{credits}} krediittiä (tilaus {{number}})',
    text: 'Hei {{name}},\n\nkiitos ostoksestasi palvelussa {{site}}. {{credits}} krediittiä on lisätty tilillesi, ja olet nyt premium-jäsen.\n\n{{details}}',
    button: 'Näytä kuitti',
    note: 'Voit perua ostoksen {{refund_days}} päivän kuluessa ja saada rahasi takaisin niistä krediiteistä, joita et ole käyttänyt. Peru sopimus tästä: {{withdraw_link}}',
  },
  fr: {
    subject: 'Votre reçu {{site}} : {{credits}} crédits (commande {{number}})',
    text: 'Bonjour {{name}},\n\nMerci pour votre achat sur {{site}}. Vos {{credits}} crédits ont été ajoutés à votre compte et vous êtes désormais membre premium.\n\n{{details}}',
    button: 'Voir le reçu',
    note: 'Vous pouvez vous rétracter de cet achat dans un délai de {{refund_days}} jours et être remboursé(e) des crédits que vous n’avez pas utilisés. Se rétracter du contrat ici : {{withdraw_link}}',
  },
  it: {
    subject: 'La tua ricevuta di {{site}}: {{credits}} crediti (ordine {{number}})',
    text: 'Ciao {{name}},\n\ngrazie per il tuo acquisto su {{site}}. I tuoi {{credits}} crediti sono stati aggiunti al tuo account e ora sei un membro premium.\n\n{{details}}',
    button: 'Vedi la ricevuta',
    note: 'Puoi recedere da questo acquisto entro {{refund_days}} giorni e riavere i soldi dei crediti che non hai usato. Recedere dal contratto qui: {{withdraw_link}}',
  },
  nb: {
    subject: 'Kvitteringen din fra {{site}}: {{credits}} kreditter (ordre {{number}})',
    text: 'Hei {{name}},\n\ntakk for kjøpet hos {{site}}. De {{credits}} kredittene er lagt til på kontoen din, og du er nå premiummedlem.\n\n{{details}}',
    button: 'Se kvitteringen',
    note: 'Du kan angre kjøpet innen {{refund_days}} dager og få pengene tilbake for kredittene du ikke har brukt. Angre avtalen her: {{withdraw_link}}',
  },
  nl: {
    subject: 'Je betaalbewijs van {{site}}: {{credits}} credits (bestelling {{number}})',
    text: 'Hoi {{name}},\n\nBedankt voor je aankoop bij {{site}}. Je {{credits}} credits staan op je account en je bent nu premiumlid.\n\n{{details}}',
    button: 'Bekijk je betaalbewijs',
    note: 'Je kunt deze aankoop binnen {{refund_days}} dagen herroepen en krijgt dan je geld terug voor de credits die je nog niet hebt gebruikt. Overeenkomst hier herroepen: {{withdraw_link}}',
  },
  pl: {
    subject: 'Potwierdzenie zakupu w serwisie {{site}}: kredyty ({{credits}}), zamówienie {{number}}',
    text: 'Cześć {{name}},\n\ndziękujemy za zakup w serwisie {{site}}. Kredyty ({{credits}}) zostały dodane do Twojego konta, a Ty masz teraz konto premium.\n\n{{details}}',
    button: 'Zobacz potwierdzenie',
    note: 'Możesz odstąpić od tego zakupu w ciągu {{refund_days}} dni i odzyskać pieniądze za kredyty, których jeszcze nie wykorzystano. Odstąp od umowy tutaj: {{withdraw_link}}',
  },
  sv: {
    subject: 'Ditt kvitto från {{site}}: {{credits}} krediter (order {{number}})',
    text: 'Hej {{name}},\n\ntack för ditt köp hos {{site}}. Dina {{credits}} krediter har lagts till på ditt konto och du är nu premiummedlem.\n\n{{details}}',
    button: 'Visa kvittot',
    note: 'Du kan ångra köpet inom {{refund_days}} dagar och få tillbaka pengarna för de krediter du inte har använt. Ångra avtalet här: {{withdraw_link}}',
  },
};
