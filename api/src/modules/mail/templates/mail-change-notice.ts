import type { MailTemplate } from './mail-text';

/** Sent to the OLD address when a change is requested. Variables: name, site, new_email. */
export const mailChangeNotice: MailTemplate = {
  da: {
    subject: 'Din e-mailadresse hos {{site}} bliver ændret',
    text: 'Hej {{name}},\n\nDer er netop anmodet om at ændre e-mailadressen på din konto hos {{site}} til {{new_email}}. Ændringen træder i kraft, så snart den nye adresse er bekræftet.',
    button: 'Beskyt min konto',
    note: 'Var det ikke dig? Vælg straks en ny adgangskode via knappen ovenfor, og kontakt vores support.',
  },
  de: {
    subject: 'Deine E-Mail-Adresse bei {{site}} wird geändert',
    text: 'Hallo {{name}},\n\nsoeben wurde beantragt, die E-Mail-Adresse deines Kontos bei {{site}} in {{new_email}} zu ändern. Die Änderung wird wirksam, sobald die neue Adresse bestätigt ist.',
    button: 'Mein Konto schützen',
    note: 'Warst du das nicht? Dann wähle bitte sofort über die Schaltfläche oben ein neues Passwort und wende dich an unseren Kundenservice.',
  },
  en: {
    subject: 'Your email address on {{site}} is being changed',
    text: 'Hi {{name}},\n\nSomeone just asked to change the email address of your {{site}} account to {{new_email}}. The change takes effect as soon as the new address is confirmed.',
    button: 'Secure my account',
    note: 'Was this not you? Choose a new password right away with the button above and contact our support.',
  },
  es: {
    subject: 'Se está cambiando tu dirección de correo en {{site}}',
    text: 'Hola, {{name}}:\n\nSe acaba de solicitar cambiar la dirección de correo de tu cuenta de {{site}} a {{new_email}}. El cambio se aplicará en cuanto se confirme la nueva dirección.',
    button: 'Proteger mi cuenta',
    note: '¿No has sido tú? Elige ahora mismo una nueva contraseña con el botón de arriba y ponte en contacto con nuestro servicio de atención al cliente.',
  },
  fi: {
    subject: 'Sähköpostiosoitettasi palvelussa {{site}} ollaan vaihtamassa',
    text: 'Hei {{name}},\n\n{{site}}-tilisi sähköpostiosoitteen vaihtamista osoitteeseen {{new_email}} pyydettiin juuri. Muutos tulee voimaan heti, kun uusi osoite on vahvistettu.',
    button: 'Suojaa tilini',
    note: 'Etkö tehnyt tätä itse? Valitse heti uusi salasana yllä olevasta painikkeesta ja ota yhteyttä asiakaspalveluumme.',
  },
  fr: {
    subject: 'L’adresse e-mail de votre compte {{site}} va être modifiée',
    text: 'Bonjour {{name}},\n\nUne demande vient d’être faite pour remplacer l’adresse e-mail de votre compte {{site}} par {{new_email}}. Le changement prendra effet dès que la nouvelle adresse aura été confirmée.',
    button: 'Sécuriser mon compte',
    note: 'Ce n’était pas vous ? Choisissez immédiatement un nouveau mot de passe avec le bouton ci-dessus et contactez notre service client.',
  },
  it: {
    subject: 'L’indirizzo email del tuo account {{site}} sta per cambiare',
    text: 'Ciao {{name}},\n\nè appena stato chiesto di cambiare l’indirizzo email del tuo account {{site}} in {{new_email}}. La modifica diventa effettiva non appena il nuovo indirizzo viene confermato.',
    button: 'Proteggi il mio account',
    note: 'Non sei stato/a tu? Scegli subito una nuova password con il pulsante qui sopra e contatta il nostro servizio clienti.',
  },
  nb: {
    subject: 'E-postadressen din hos {{site}} blir endret',
    text: 'Hei {{name}},\n\ndet ble nettopp bedt om å endre e-postadressen til kontoen din hos {{site}} til {{new_email}}. Endringen trer i kraft så snart den nye adressen er bekreftet.',
    button: 'Beskytt kontoen min',
    note: 'Var det ikke deg? Velg et nytt passord med en gang via knappen ovenfor, og kontakt kundeservice.',
  },
  nl: {
    subject: 'Je e-mailadres bij {{site}} wordt gewijzigd',
    text: 'Hoi {{name}},\n\nEr is zojuist gevraagd om het e-mailadres van je account bij {{site}} te wijzigen in {{new_email}}. De wijziging gaat in zodra het nieuwe adres is bevestigd.',
    button: 'Mijn account beveiligen',
    note: 'Was jij dit niet? Kies dan meteen een nieuw wachtwoord via de knop hierboven en neem contact op met onze klantenservice.',
  },
  pl: {
    subject: 'Adres e-mail Twojego konta w serwisie {{site}} zostanie zmieniony',
    text: 'Cześć {{name}},\n\nwłaśnie poproszono o zmianę adresu e-mail Twojego konta w serwisie {{site}} na {{new_email}}. Zmiana zacznie obowiązywać, gdy tylko nowy adres zostanie potwierdzony.',
    button: 'Zabezpiecz moje konto',
    note: 'To nie Ty? Od razu ustaw nowe hasło za pomocą powyższego przycisku i skontaktuj się z naszym działem obsługi.',
  },
  sv: {
    subject: 'Din e-postadress hos {{site}} håller på att ändras',
    text: 'Hej {{name}},\n\nnågon har just bett om att ändra e-postadressen för ditt konto hos {{site}} till {{new_email}}. Ändringen gäller så snart den nya adressen har bekräftats.',
    button: 'Skydda mitt konto',
    note: 'Var det inte du? Välj genast ett nytt lösenord med knappen ovan och kontakta vår kundtjänst.',
  },
};
