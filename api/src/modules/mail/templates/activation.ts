import type { MailTemplate } from './mail-text';

/** Sent after sign-up: confirm the email address. Variables: name, site. */
export const activation: MailTemplate = {
  da: {
    subject: 'Bekræft din e-mailadresse hos {{site}}',
    text: 'Hej {{name}},\n\nVelkommen til {{site}}! Bekræft venligst din e-mailadresse, så du kan svare på beskeder og få mest muligt ud af dit medlemskab.',
    button: 'Bekræft e-mailadresse',
    note: 'Linket er gyldigt i 7 dage. Hvis du ikke har tilmeldt dig på {{site}}, kan du bare se bort fra denne e-mail.',
  },
  de: {
    subject: 'Bestätige deine E-Mail-Adresse bei {{site}}',
    text: 'Hallo {{name}},\n\nwillkommen bei {{site}}! Bitte bestätige deine E-Mail-Adresse, damit du auf Nachrichten antworten und deine Mitgliedschaft voll nutzen kannst.',
    button: 'E-Mail-Adresse bestätigen',
    note: 'Der Link ist 7 Tage lang gültig. Wenn du dich nicht bei {{site}} registriert hast, kannst du diese E-Mail einfach ignorieren.',
  },
  en: {
    subject: 'Confirm your email address for {{site}}',
    text: 'Hi {{name}},\n\nWelcome to {{site}}! Please confirm your email address so that you can reply to messages and get the most out of your membership.',
    button: 'Confirm email address',
    note: 'This link is valid for 7 days. If you did not sign up for {{site}}, you can simply ignore this email.',
  },
  es: {
    subject: 'Confirma tu dirección de correo en {{site}}',
    text: 'Hola, {{name}}:\n\n¡Bienvenido/a a {{site}}! Confirma tu dirección de correo electrónico para poder responder a los mensajes y sacar el máximo partido a tu cuenta.',
    button: 'Confirmar dirección de correo',
    note: 'Este enlace es válido durante 7 días. Si no te has registrado en {{site}}, simplemente ignora este correo.',
  },
  fi: {
    subject: 'Vahvista sähköpostiosoitteesi palvelussa {{site}}',
    text: 'Hei {{name}},\n\ntervetuloa palveluun {{site}}! Vahvista sähköpostiosoitteesi, niin voit vastata viesteihin ja saat jäsenyydestäsi kaiken irti.',
    button: 'Vahvista sähköpostiosoite',
    note: 'Linkki on voimassa 7 päivää. Jos et rekisteröitynyt palveluun {{site}}, voit jättää tämän viestin huomiotta.',
  },
  fr: {
    subject: 'Confirmez votre adresse e-mail sur {{site}}',
    text: 'Bonjour {{name}},\n\nBienvenue sur {{site}} ! Veuillez confirmer votre adresse e-mail pour pouvoir répondre aux messages et profiter pleinement de votre inscription.',
    button: 'Confirmer mon adresse e-mail',
    note: 'Ce lien est valable 7 jours. Si vous ne vous êtes pas inscrit(e) sur {{site}}, ignorez simplement cet e-mail.',
  },
  it: {
    subject: 'Conferma il tuo indirizzo email su {{site}}',
    text: 'Ciao {{name}},\n\nbenvenuto/a su {{site}}! Conferma il tuo indirizzo email per poter rispondere ai messaggi e sfruttare al meglio la tua iscrizione.',
    button: 'Conferma indirizzo email',
    note: 'Il link è valido per 7 giorni. Se non hai creato un account su {{site}}, puoi semplicemente ignorare questa email.',
  },
  nb: {
    subject: 'Bekreft e-postadressen din hos {{site}}',
    text: 'Hei {{name}},\n\nvelkommen til {{site}}! Bekreft e-postadressen din, så kan du svare på meldinger og få mest mulig ut av medlemskapet ditt.',
    button: 'Bekreft e-postadresse',
    note: 'Lenken er gyldig i 7 dager. Hvis du ikke har registrert deg hos {{site}}, kan du bare se bort fra denne e-posten.',
  },
  nl: {
    subject: 'Bevestig je e-mailadres bij {{site}}',
    text: 'Hoi {{name}},\n\nWelkom bij {{site}}! Bevestig je e-mailadres, dan kun je op berichten reageren en haal je alles uit je lidmaatschap.',
    button: 'E-mailadres bevestigen',
    note: 'Deze link is 7 dagen geldig. Heb je je niet aangemeld bij {{site}}? Dan kun je deze e-mail gewoon negeren.',
  },
  pl: {
    subject: 'Potwierdź swój adres e-mail w serwisie {{site}}',
    text: 'Cześć {{name}},\n\nwitamy w serwisie {{site}}! Potwierdź swój adres e-mail, aby móc odpowiadać na wiadomości i w pełni korzystać z członkostwa.',
    button: 'Potwierdź adres e-mail',
    note: 'Link jest ważny przez 7 dni. Jeśli nie rejestrowałeś(-aś) się w serwisie {{site}}, po prostu zignoruj tę wiadomość.',
  },
  sv: {
    subject: 'Bekräfta din e-postadress hos {{site}}',
    text: 'Hej {{name}},\n\nvälkommen till {{site}}! Bekräfta din e-postadress så att du kan svara på meddelanden och få ut det mesta av ditt medlemskap.',
    button: 'Bekräfta e-postadress',
    note: 'Länken gäller i 7 dagar. Om du inte har registrerat dig hos {{site}} kan du bara bortse från det här mejlet.',
  },
};
