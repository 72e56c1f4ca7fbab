import type { MailTemplate } from './mail-text';

/**
 * Sent when a member deletes the account: it can be reactivated by the link until a date. Variables:
 * name, site, date (the last moment, formatted in the member's language).
 */
export const reactivation: MailTemplate = {
  da: {
    subject: 'Din konto hos {{site}} er slettet',
    text: 'Hej {{name}},\n\nDin konto hos {{site}} er nu slettet, og din profil er skjult. Har du fortrudt? Du kan genaktivere din konto indtil {{date}} med knappen herunder.',
    button: 'Genaktivér konto',
    note: 'Linket kan kun bruges én gang. Efter {{date}} slettes alle dine data endeligt og kan ikke gendannes.',
  },
  de: {
    subject: 'Dein Konto bei {{site}} wurde gelöscht',
    text: 'Hallo {{name}},\n\ndein Konto bei {{site}} wurde gelöscht und dein Profil ist verborgen. Hast du es dir anders überlegt? Bis zum {{date}} kannst du dein Konto mit der Schaltfläche unten reaktivieren.',
    button: 'Konto reaktivieren',
    note: 'Der Link kann nur einmal verwendet werden. Nach dem {{date}} werden alle deine Daten endgültig gelöscht und können nicht wiederhergestellt werden.',
  },
  en: {
    subject: 'Your account at {{site}} has been deleted',
    text: 'Hi {{name}},\n\nYour account at {{site}} has been deleted and your profile is hidden. Changed your mind? You can reactivate your account until {{date}} with the button below.',
    button: 'Reactivate account',
    note: 'This link works once. After {{date}} all your data is deleted for good and cannot be restored.',
  },
  es: {
    subject: 'Tu cuenta en {{site}} ha sido eliminada',
    text: 'Hola, {{name}}:\n\nTu cuenta en {{site}} ha sido eliminada y tu perfil está oculto. ¿Has cambiado de opinión? Puedes reactivar tu cuenta hasta el {{date}} con el botón de abajo.',
    button: 'Reactivar cuenta',
    note: 'Este enlace solo se puede usar una vez. Después del {{date}} todos tus datos se eliminarán definitivamente y no se podrán recuperar.',
  },
  fi: {
    subject: 'Tilisi palvelussa {{site}} on poistettu',
    text: 'Hei {{name}},\n\ntilisi palvelussa {{site}} on poistettu ja profiilisi on piilotettu. Muutitko mielesi? Voit palauttaa tilisi käyttöön alla olevalla painikkeella. Aikaraja: {{date}}.',
    button: 'Palauta tili',
    note: 'Linkkiä voi käyttää vain kerran. Aikarajan ({{date}}) jälkeen kaikki tietosi poistetaan lopullisesti, eikä niitä voi palauttaa.',
  },
  fr: {
    subject: 'Votre compte sur {{site}} a été supprimé',
    text: 'Bonjour {{name}},\n\nVotre compte sur {{site}} a été supprimé et votre profil est masqué. Vous avez changé d’avis ? Vous pouvez réactiver votre compte jusqu’au {{date}} avec le bouton ci-dessous.',
    button: 'Réactiver mon compte',
    note: 'Ce lien ne fonctionne qu’une seule fois. Après le {{date}}, toutes vos données seront définitivement supprimées et ne pourront pas être restaurées.',
  },
  it: {
    subject: 'Il tuo account su {{site}} è stato eliminato',
    text: 'Ciao {{name}},\n\nil tuo account su {{site}} è stato eliminato e il tuo profilo è nascosto. Hai cambiato idea? Puoi riattivare il tuo account fino al {{date}} con il pulsante qui sotto.',
    button: 'Riattiva account',
    note: 'Il link funziona una sola volta. Dopo il {{date}} tutti i tuoi dati verranno eliminati definitivamente e non potranno essere recuperati.',
  },
  nb: {
    subject: 'Kontoen din hos {{site}} er slettet',
    text: 'Hei {{name}},\n\nkontoen din hos {{site}} er nå slettet, og profilen din er skjult. Har du ombestemt deg? Du kan reaktivere kontoen din frem til {{date}} med knappen nedenfor.',
    button: 'Reaktiver konto',
    note: 'Lenken kan bare brukes én gang. Etter {{date}} slettes alle dataene dine for godt og kan ikke gjenopprettes.',
  },
  nl: {
    subject: 'Je account bij {{site}} is verwijderd',
    text: 'Hoi {{name}},\n\nJe account bij {{site}} is verwijderd en je profiel is verborgen. Toch van gedachten veranderd? Tot {{date}} kun je je account weer activeren met de knop hieronder.',
    button: 'Account weer activeren',
    note: 'Deze link werkt één keer. Na {{date}} worden al je gegevens definitief verwijderd en kunnen ze niet meer worden hersteld.',
  },
  pl: {
    subject: 'Twoje konto w serwisie {{site}} zostało usunięte',
    text: 'Cześć {{name}},\n\nTwoje konto w serwisie {{site}} zostało usunięte, a profil jest ukryty. Zmieniłeś(-aś) zdanie? Konto możesz przywrócić za pomocą przycisku poniżej. Termin: {{date}}.',
    button: 'Przywróć konto',
    note: 'Link działa tylko raz. Po upływie terminu ({{date}}) wszystkie Twoje dane zostaną trwale usunięte i nie będzie można ich odzyskać.',
  },
  sv: {
    subject: 'Ditt konto hos {{site}} har raderats',
    text: 'Hej {{name}},\n\nditt konto hos {{site}} har raderats och din profil är dold. Har du ångrat dig? Du kan återaktivera ditt konto fram till {{date}} med knappen nedan.',
    button: 'Återaktivera konto',
    note: 'Länken fungerar bara en gång. Efter {{date}} raderas alla dina uppgifter permanent och kan inte återställas.',
  },
};
