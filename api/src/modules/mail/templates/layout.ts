import type { Language } from '@app/shared/contract';

/** Words every mail shares (footer) and the page the unsubscribe link answers. Variable: site. */
export interface LayoutText {
  /** Before the link printed in full, for when the button does not work. */
  fallback: string;
  /** Why the member gets the mail. */
  reason: string;
  unsubscribe: string;
  unsubscribedTitle: string;
  unsubscribedText: string;
  unsubscribeInvalid: string;
  back: string;
}

export const layout: Record<Language, LayoutText> = {
  da: {
    fallback: 'Virker knappen ikke? Kopiér dette link ind i din browser:',
    reason: 'Du modtager denne e-mail, fordi du har en konto hos {{site}}.',
    unsubscribe: 'Afmeld alle e-mails',
    unsubscribedTitle: 'Du er afmeldt',
    unsubscribedText:
      'Du modtager ikke længere e-mails fra {{site}}. Du kan altid slå dem til igen under dine notifikationsindstillinger.',
    unsubscribeInvalid: 'Dette afmeldingslink er ikke gyldigt.',
    back: 'Gå til {{site}}',
  },
  de: {
    fallback: 'Falls die Schaltfläche nicht funktioniert, kopiere diesen Link in deinen Browser:',
    reason: 'Du erhältst diese E-Mail, weil du ein Konto bei {{site}} hast.',
    unsubscribe: 'Von allen E-Mails abmelden',
    unsubscribedTitle: 'Du wurdest abgemeldet',
    unsubscribedText:
      'Du erhältst keine E-Mails mehr von {{site}}. In deinen Benachrichtigungseinstellungen kannst du sie jederzeit wieder einschalten.',
    unsubscribeInvalid: 'Dieser Abmeldelink ist nicht gültig.',
    back: 'Weiter zu {{site}}',
  },
  en: {
    fallback: 'If the button does not work, copy this link into your browser:',
    reason: 'You are receiving this email because you have an account on {{site}}.',
    unsubscribe: 'Unsubscribe from all emails',
    unsubscribedTitle: 'You have been unsubscribed',
    unsubscribedText:
      'You will no longer receive emails from {{site}}. You can turn them back on at any time in your notification settings.',
    unsubscribeInvalid: 'This unsubscribe link is not valid.',
    back: 'Go to {{site}}',
  },
  es: {
    fallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    reason: 'Recibes este correo porque tienes una cuenta en {{site}}.',
    unsubscribe: 'Darse de baja de todos los correos',
    unsubscribedTitle: 'Te has dado de baja',
    unsubscribedText:
      'Ya no recibirás correos de {{site}}. Puedes volver a activarlos cuando quieras en tus ajustes de notificaciones.',
    unsubscribeInvalid: 'Este enlace para darse de baja no es válido.',
    back: 'Ir a {{site}}',
  },
  fi: {
    fallback: 'Jos painike ei toimi, kopioi tämä linkki selaimeesi:',
    reason: 'Saat tämän viestin, koska sinulla on tili palvelussa {{site}}.',
    unsubscribe: 'Peru kaikki sähköpostit',
    unsubscribedTitle: 'Tilauksesi on peruttu',
    unsubscribedText:
      'Et saa enää sähköposteja palvelusta {{site}}. Voit ottaa ne milloin tahansa uudelleen käyttöön ilmoitusasetuksistasi.',
    unsubscribeInvalid: 'Tämä peruutuslinkki ei ole voimassa.',
    back: 'Siirry palveluun {{site}}',
  },
  fr: {
    fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    reason: 'Vous recevez cet e-mail parce que vous avez un compte sur {{site}}.',
    unsubscribe: 'Se désabonner de tous les e-mails',
    unsubscribedTitle: 'Vous êtes désabonné(e)',
    unsubscribedText:
      'Vous ne recevrez plus d’e-mails de {{site}}. Vous pouvez les réactiver à tout moment dans vos paramètres de notification.',
    unsubscribeInvalid: 'Ce lien de désabonnement n’est pas valide.',
    back: 'Aller sur {{site}}',
  },
  it: {
    fallback: 'Se il pulsante non funziona, copia questo link nel tuo browser:',
    reason: 'Ricevi questa email perché hai un account su {{site}}.',
    unsubscribe: 'Annulla l’iscrizione a tutte le email',
    unsubscribedTitle: 'Iscrizione annullata',
    unsubscribedText:
      'Non riceverai più email da {{site}}. Puoi riattivarle in qualsiasi momento nelle impostazioni delle notifiche.',
    unsubscribeInvalid: 'Questo link di disiscrizione non è valido.',
    back: 'Vai su {{site}}',
  },
  nb: {
    fallback: 'Fungerer ikke knappen? Kopier denne lenken inn i nettleseren din:',
    reason: 'Du får denne e-posten fordi du har en konto hos {{site}}.',
    unsubscribe: 'Meld deg av alle e-poster',
    unsubscribedTitle: 'Du er meldt av',
    unsubscribedText:
      'Du får ikke lenger e-post fra {{site}}. Du kan når som helst slå dem på igjen i varslingsinnstillingene dine.',
    unsubscribeInvalid: 'Denne avmeldingslenken er ikke gyldig.',
    back: 'Gå til {{site}}',
  },
  nl: {
    fallback: 'Werkt de knop niet? Kopieer dan deze link naar je browser:',
    reason: 'Je ontvangt deze e-mail omdat je een account hebt bij {{site}}.',
    unsubscribe: 'Afmelden voor alle e-mails',
    unsubscribedTitle: 'Je bent afgemeld',
    unsubscribedText:
      'Je ontvangt geen e-mails meer van {{site}}. Je kunt ze altijd weer aanzetten in je meldingsinstellingen.',
    unsubscribeInvalid: 'Deze afmeldlink is niet geldig.',
    back: 'Naar {{site}}',
  },
  pl: {
    fallback: 'Jeśli przycisk nie działa, skopiuj ten link do przeglądarki:',
    reason: 'Otrzymujesz tę wiadomość, ponieważ masz konto w serwisie {{site}}.',
    unsubscribe: 'Wypisz się ze wszystkich wiadomości e-mail',
    unsubscribedTitle: 'Wypisałeś(-aś) się z listy',
    unsubscribedText:
      'Nie będziesz już otrzymywać wiadomości e-mail z serwisu {{site}}. W każdej chwili możesz je ponownie włączyć w ustawieniach powiadomień.',
    unsubscribeInvalid: 'Ten link do wypisania się jest nieprawidłowy.',
    back: 'Przejdź do serwisu {{site}}',
  },
  sv: {
    fallback: 'Fungerar inte knappen? Kopiera den här länken till din webbläsare:',
    reason: 'Du får det här mejlet eftersom du har ett konto hos {{site}}.',
    unsubscribe: 'Avregistrera dig från alla mejl',
    unsubscribedTitle: 'Du har avregistrerats',
    unsubscribedText:
      'Du får inte längre mejl från {{site}}. Du kan när som helst slå på dem igen i dina aviseringsinställningar.',
    unsubscribeInvalid: 'Den här avregistreringslänken är inte giltig.',
    back: 'Gå till {{site}}',
  },
};
