import type { MailTemplate } from './mail-text';

/** Sent on request: a link to choose a new password. Variables: name, site. */
export const passwordReset: MailTemplate = {
  da: {
    subject: 'Nulstil din adgangskode til {{site}}',
    text: 'Hej {{name}},\n\nVi har modtaget en anmodning om at nulstille adgangskoden til din konto hos {{site}}. Klik på knappen herunder for at vælge en ny adgangskode.',
    button: 'Vælg ny adgangskode',
    note: 'Linket er gyldigt i 1 time og kan kun bruges én gang. Hvis du ikke har bedt om dette, kan du se bort fra e-mailen – din adgangskode forbliver den samme.',
  },
  de: {
    subject: 'Setze dein Passwort für {{site}} zurück',
    text: 'Hallo {{name}},\n\nwir haben eine Anfrage erhalten, das Passwort deines Kontos bei {{site}} zurückzusetzen. Klicke auf die Schaltfläche unten, um ein neues Passwort zu wählen.',
    button: 'Neues Passwort wählen',
    note: 'Der Link ist 1 Stunde lang gültig und kann nur einmal verwendet werden. Wenn du das nicht angefordert hast, ignoriere diese E-Mail einfach – dein Passwort bleibt unverändert.',
  },
  en: {
    subject: 'Reset your password for {{site}}',
    text: 'Hi {{name}},\n\nWe received a request to reset the password of your {{site}} account. Click the button below to choose a new password.',
    button: 'Choose a new password',
    note: 'This link is valid for 1 hour and can be used once. If you did not ask for this, you can ignore this email: your password stays the same.',
  },
  es: {
    subject: 'Restablece tu contraseña de {{site}}',
    text: 'Hola, {{name}}:\n\nHemos recibido una solicitud para restablecer la contraseña de tu cuenta de {{site}}. Haz clic en el botón de abajo para elegir una nueva contraseña.',
    button: 'Elegir nueva contraseña',
    note: 'Este enlace es válido durante 1 hora y solo se puede usar una vez. Si no lo has solicitado tú, ignora este correo: tu contraseña seguirá siendo la misma.',
  },
  fi: {
    subject: 'Vaihda salasanasi palvelussa {{site}}',
    text: 'Hei {{name}},\n\nsaimme pyynnön palauttaa {{site}}-tilisi salasana. Valitse uusi salasana alla olevasta painikkeesta.',
    button: 'Valitse uusi salasana',
    note: 'Linkki on voimassa 1 tunnin, ja sitä voi käyttää vain kerran. Jos et pyytänyt tätä, voit jättää viestin huomiotta – salasanasi pysyy ennallaan.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe {{site}}',
    text: 'Bonjour {{name}},\n\nNous avons reçu une demande de réinitialisation du mot de passe de votre compte {{site}}. Cliquez sur le bouton ci-dessous pour choisir un nouveau mot de passe.',
    button: 'Choisir un nouveau mot de passe',
    note: 'Ce lien est valable 1 heure et ne peut être utilisé qu’une seule fois. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  it: {
    subject: 'Reimposta la tua password di {{site}}',
    text: 'Ciao {{name}},\n\nabbiamo ricevuto una richiesta di reimpostazione della password del tuo account {{site}}. Clicca sul pulsante qui sotto per scegliere una nuova password.',
    button: 'Scegli una nuova password',
    note: 'Il link è valido per 1 ora e può essere usato una sola volta. Se non hai fatto tu questa richiesta, ignora questa email: la tua password resta invariata.',
  },
  nb: {
    subject: 'Tilbakestill passordet ditt hos {{site}}',
    text: 'Hei {{name}},\n\nvi har mottatt en forespørsel om å tilbakestille passordet til kontoen din hos {{site}}. Klikk på knappen nedenfor for å velge et nytt passord.',
    button: 'Velg nytt passord',
    note: 'Lenken er gyldig i 1 time og kan bare brukes én gang. Hvis du ikke har bedt om dette, kan du se bort fra e-posten – passordet ditt forblir uendret.',
  },
  nl: {
    subject: 'Stel een nieuw wachtwoord in voor {{site}}',
    text: 'Hoi {{name}},\n\nWe hebben een verzoek ontvangen om het wachtwoord van je account bij {{site}} opnieuw in te stellen. Klik op de knop hieronder om een nieuw wachtwoord te kiezen.',
    button: 'Nieuw wachtwoord kiezen',
    note: 'Deze link is 1 uur geldig en kan één keer worden gebruikt. Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren: je wachtwoord blijft hetzelfde.',
  },
  pl: {
    subject: 'Zresetuj hasło w serwisie {{site}}',
    text: 'Cześć {{name}},\n\notrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w serwisie {{site}}. Kliknij poniższy przycisk, aby ustawić nowe hasło.',
    button: 'Ustaw nowe hasło',
    note: 'Link jest ważny przez 1 godzinę i można go użyć tylko raz. Jeśli to nie Ty wysłałeś(-aś) tę prośbę, zignoruj tę wiadomość – Twoje hasło pozostanie bez zmian.',
  },
  sv: {
    subject: 'Återställ ditt lösenord hos {{site}}',
    text: 'Hej {{name}},\n\nvi har fått en begäran om att återställa lösenordet till ditt konto hos {{site}}. Klicka på knappen nedan för att välja ett nytt lösenord.',
    button: 'Välj nytt lösenord',
    note: 'Länken gäller i 1 timme och kan bara användas en gång. Om du inte har begärt detta kan du bortse från mejlet – ditt lösenord förblir detsamma.',
  },
};
