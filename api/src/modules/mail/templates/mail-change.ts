import type { MailTemplate } from './mail-text';

/** Sent to the NEW address: confirm it. Variables: name, site, new_email. */
export const mailChange: MailTemplate = {
  da: {
    subject: 'Bekræft din nye e-mailadresse hos {{site}}',
    text: 'Hej {{name}},\n\nDu har bedt om at ændre e-mailadressen på din konto hos {{site}} til {{new_email}}. Bekræft den nye adresse ved at klikke på knappen herunder.',
    button: 'Bekræft ny e-mailadresse',
    note: 'Linket er gyldigt i 24 timer. Hvis du ikke har bedt om denne ændring, kan du se bort fra e-mailen – så ændres intet.',
  },
  de: {
    subject: 'Bestätige deine neue E-Mail-Adresse bei {{site}}',
    text: 'Hallo {{name}},\n\ndu möchtest die E-Mail-Adresse deines Kontos bei {{site}} in {{new_email}} ändern. Bitte bestätige die neue Adresse mit einem Klick auf die Schaltfläche unten.',
    button: 'Neue E-Mail-Adresse bestätigen',
    note: 'Der Link ist 24 Stunden lang gültig. Wenn du diese Änderung nicht angefordert hast, ignoriere diese E-Mail einfach – es ändert sich nichts.',
  },
  en: {
    subject: 'Confirm your new email address for {{site}}',
    text: 'Hi {{name}},\n\nYou asked to change the email address of your {{site}} account to {{new_email}}. Please confirm the new address by clicking the button below.',
    button: 'Confirm new email address',
    note: 'This link is valid for 24 hours. If you did not ask for this change, you can ignore this email and nothing will change.',
  },
  es: {
    subject: 'Confirma tu nueva dirección de correo en {{site}}',
    text: 'Hola, {{name}}:\n\nHas solicitado cambiar la dirección de correo de tu cuenta de {{site}} a {{new_email}}. Confirma la nueva dirección haciendo clic en el botón de abajo.',
    button: 'Confirmar nueva dirección',
    note: 'Este enlace es válido durante 24 horas. Si no has solicitado este cambio, ignora este correo y no se cambiará nada.',
  },
  fi: {
    subject: 'Vahvista uusi sähköpostiosoitteesi palvelussa {{site}}',
    text: 'Hei {{name}},\n\npyysit {{site}}-tilisi sähköpostiosoitteen vaihtamista osoitteeseen {{new_email}}. Vahvista uusi osoite alla olevasta painikkeesta.',
    button: 'Vahvista uusi sähköpostiosoite',
    note: 'Linkki on voimassa 24 tuntia. Jos et pyytänyt muutosta, voit jättää viestin huomiotta, eikä mikään muutu.',
  },
  fr: {
    subject: 'Confirmez votre nouvelle adresse e-mail sur {{site}}',
    text: 'Bonjour {{name}},\n\nVous avez demandé à remplacer l’adresse e-mail de votre compte {{site}} par {{new_email}}. Veuillez confirmer cette nouvelle adresse en cliquant sur le bouton ci-dessous.',
    button: 'Confirmer la nouvelle adresse',
    note: 'Ce lien est valable 24 heures. Si vous n’avez pas demandé ce changement, ignorez cet e-mail : rien ne sera modifié.',
  },
  it: {
    subject: 'Conferma il tuo nuovo indirizzo email su {{site}}',
    text: 'Ciao {{name}},\n\nhai chiesto di cambiare l’indirizzo email del tuo account {{site}} in {{new_email}}. Conferma il nuovo indirizzo cliccando sul pulsante qui sotto.',
    button: 'Conferma il nuovo indirizzo',
    note: 'Il link è valido per 24 ore. Se non hai richiesto questa modifica, ignora questa email: non cambierà nulla.',
  },
  nb: {
    subject: 'Bekreft den nye e-postadressen din hos {{site}}',
    text: 'Hei {{name}},\n\ndu har bedt om å endre e-postadressen til kontoen din hos {{site}} til {{new_email}}. Bekreft den nye adressen ved å klikke på knappen nedenfor.',
    button: 'Bekreft ny e-postadresse',
    note: 'Lenken er gyldig i 24 timer. Hvis du ikke har bedt om denne endringen, kan du se bort fra e-posten – da endres ingenting.',
  },
  nl: {
    subject: 'Bevestig je nieuwe e-mailadres bij {{site}}',
    text: 'Hoi {{name}},\n\nJe hebt gevraagd om het e-mailadres van je account bij {{site}} te wijzigen in {{new_email}}. Bevestig het nieuwe adres door op de knop hieronder te klikken.',
    button: 'Nieuw e-mailadres bevestigen',
    note: 'Deze link is 24 uur geldig. Heb je deze wijziging niet aangevraagd? Negeer deze e-mail dan; er verandert niets.',
  },
  pl: {
    subject: 'Potwierdź nowy adres e-mail w serwisie {{site}}',
    text: 'Cześć {{name}},\n\notrzymaliśmy prośbę o zmianę adresu e-mail Twojego konta w serwisie {{site}} na {{new_email}}. Potwierdź nowy adres, klikając poniższy przycisk.',
    button: 'Potwierdź nowy adres e-mail',
    note: 'Link jest ważny przez 24 godziny. Jeśli nie prosiłeś(-aś) o tę zmianę, zignoruj tę wiadomość – nic się nie zmieni.',
  },
  sv: {
    subject: 'Bekräfta din nya e-postadress hos {{site}}',
    text: 'Hej {{name}},\n\ndu har bett om att ändra e-postadressen för ditt konto hos {{site}} till {{new_email}}. Bekräfta den nya adressen genom att klicka på knappen nedan.',
    button: 'Bekräfta ny e-postadress',
    note: 'Länken gäller i 24 timmar. Om du inte har begärt ändringen kan du bortse från mejlet – då ändras ingenting.',
  },
};
