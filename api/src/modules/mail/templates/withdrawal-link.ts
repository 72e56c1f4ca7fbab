import type { MailTemplate } from './mail-text';

/**
 * Sent when someone asked, without being logged in, to withdraw from a purchase (the footer's link)
 * and the email and order number matched (ADR 0027): a login link to the order with the withdrawal
 * form open. Variables: name, site, number, hours (how long the link works).
 */
export const withdrawalLink: MailTemplate = {
  da: {
    subject: 'Fortryd din ordre {{number}} hos {{site}}',
    text: 'Hej {{name}},\n\ndu har bedt om at fortryde dit køb {{number}} hos {{site}}. Knappen herunder logger dig ind og åbner ordren med fortrydelsesformularen. Intet bliver fortrudt, før du bekræfter det der.',
    button: 'Fortryd aftalen her',
    note: 'Linket virker én gang og i {{hours}} timer. Hvis det ikke var dig, der bad om det, kan du se bort fra denne e-mail.',
  },
  de: {
    subject: 'Widerruf deiner Bestellung {{number}} bei {{site}}',
    text: 'Hallo {{name}},\n\ndu möchtest deinen Kauf {{number}} bei {{site}} widerrufen. Die Schaltfläche unten meldet dich an und öffnet die Bestellung mit dem Widerrufsformular. Widerrufen wird erst, wenn du es dort bestätigst.',
    button: 'Vertrag hier widerrufen',
    note: 'Der Link funktioniert einmal und {{hours}} Stunden lang. Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren.',
  },
  en: {
    subject: 'Withdraw from your order {{number}} at {{site}}',
    text: 'Hi {{name}},\n\nYou asked to withdraw from your purchase {{number}} at {{site}}. The button below logs you in and opens the order with the withdrawal form. Nothing is withdrawn until you confirm it there.',
    button: 'Withdraw from contract here',
    note: 'The link works once, for {{hours}} hours. If you did not ask for this, you can ignore this email.',
  },
  es: {
    subject: 'Desiste de tu pedido {{number}} en {{site}}',
    text: 'Hola, {{name}}:\n\nHas pedido desistir de tu compra {{number}} en {{site}}. El botón de abajo inicia tu sesión y abre el pedido con el formulario de desistimiento. El desistimiento solo se hace efectivo cuando lo confirmes allí.',
    button: 'Desistir del contrato aquí',
    note: 'El enlace funciona una sola vez y durante {{hours}} horas. Si no lo has pedido tú, puedes ignorar este correo.',
  },
  fi: {
    subject: 'Peru tilauksesi {{number}} palvelussa {{site}}',
    text: 'Hei {{name}},\n\npyysit ostoksesi {{number}} perumista palvelussa {{site}}. Alla oleva painike kirjaa sinut sisään ja avaa tilauksen peruutuslomakkeen kanssa. Mitään ei peruta ennen kuin vahvistat sen siellä.',
    button: 'Peru sopimus tästä',
    note: 'Linkki toimii kerran ja {{hours}} tunnin ajan. Jos et pyytänyt tätä, voit jättää tämän viestin huomiotta.',
  },
  fr: {
    subject: 'Rétractation de votre commande {{number}} sur {{site}}',
    text: 'Bonjour {{name}},\n\nVous avez demandé à vous rétracter de votre achat {{number}} sur {{site}}. Le bouton ci-dessous vous connecte et ouvre la commande avec le formulaire de rétractation. La rétractation n’a lieu que lorsque vous la confirmez sur cette page.',
    button: 'Se rétracter du contrat ici',
    note: 'Le lien fonctionne une seule fois, pendant {{hours}} heures. Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail.',
  },
  it: {
    subject: 'Recedi dal tuo ordine {{number}} su {{site}}',
    text: 'Ciao {{name}},\n\nhai chiesto di recedere dal tuo acquisto {{number}} su {{site}}. Il pulsante qui sotto ti fa accedere e apre l’ordine con il modulo di recesso. Il recesso avviene solo quando lo confermi lì.',
    button: 'Recedere dal contratto qui',
    note: 'Il link funziona una sola volta, per {{hours}} ore. Se non l’hai chiesto tu, puoi ignorare questa email.',
  },
  nb: {
    subject: 'Angre ordren din {{number}} hos {{site}}',
    text: 'Hei {{name}},\n\ndu har bedt om å angre kjøpet ditt {{number}} hos {{site}}. Knappen nedenfor logger deg inn og åpner ordren med angreskjemaet. Ingenting blir angret før du bekrefter det der.',
    button: 'Angre avtalen her',
    note: 'Lenken virker én gang og i {{hours}} timer. Hvis det ikke var du som ba om dette, kan du se bort fra denne e-posten.',
  },
  nl: {
    subject: 'Herroep je bestelling {{number}} bij {{site}}',
    text: 'Hoi {{name}},\n\nJe hebt gevraagd om je aankoop {{number}} bij {{site}} te herroepen. Met de knop hieronder log je in en open je de bestelling met het herroepingsformulier. Er wordt pas iets herroepen als je het daar bevestigt.',
    button: 'Overeenkomst hier herroepen',
    note: 'De link werkt één keer, {{hours}} uur lang. Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren.',
  },
  pl: {
    subject: 'Odstąpienie od zamówienia {{number}} w serwisie {{site}}',
    text: 'Cześć {{name}},\n\notrzymaliśmy prośbę o odstąpienie od Twojego zakupu {{number}} w serwisie {{site}}. Przycisk poniżej zaloguje Cię i otworzy zamówienie z formularzem odstąpienia. Odstąpienie nastąpi dopiero wtedy, gdy je tam potwierdzisz.',
    button: 'Odstąp od umowy tutaj',
    note: 'Link działa jeden raz przez {{hours}} godz. Jeśli ta prośba nie pochodzi od Ciebie, zignoruj tę wiadomość.',
  },
  sv: {
    subject: 'Ångra din order {{number}} hos {{site}}',
    text: 'Hej {{name}},\n\ndu har bett om att få ångra ditt köp {{number}} hos {{site}}. Knappen nedan loggar in dig och öppnar ordern med ångerformuläret. Inget ångras förrän du bekräftar det där.',
    button: 'Ångra avtalet här',
    note: 'Länken fungerar en gång och i {{hours}} timmar. Om det inte var du som bad om det här kan du bortse från mejlet.',
  },
};
