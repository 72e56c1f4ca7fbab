import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@app/shared/contract';

/**
 * The texts shown when the error page itself fails (spec section 8). They do not go through i18next,
 * which may be what failed, so they live here in every language.
 */
const TEXTS: Record<Language, { title: string; home: string }> = {
  da: { title: 'Der opstod en fejl under visning af fejlsiden', home: 'Gå tilbage til forsiden' },
  de: { title: 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten', home: 'Zurück zur Startseite' },
  en: { title: 'An error occurred while showing the error page', home: 'Go back to home' },
  es: { title: 'Se produjo un error al mostrar la página de error', home: 'Volver al inicio' },
  fi: { title: 'Virhesivun näyttämisessä tapahtui virhe', home: 'Palaa etusivulle' },
  fr: { title: 'Une erreur s’est produite lors de l’affichage de la page d’erreur', home: 'Retour à l’accueil' },
  it: { title: 'Si è verificato un errore durante la visualizzazione della pagina di errore', home: 'Torna alla home' },
  nb: { title: 'Det oppstod en feil under visning av feilsiden', home: 'Gå tilbake til forsiden' },
  nl: { title: 'Er is een fout opgetreden bij het tonen van de foutpagina', home: 'Ga terug naar home' },
  pl: { title: 'Wystąpił błąd podczas wyświetlania strony błędu', home: 'Wróć do strony głównej' },
  sv: { title: 'Ett fel uppstod när felsidan skulle visas', home: 'Gå tillbaka till startsidan' },
};

export function errorPageFallbackTexts(language: string | undefined): { title: string; home: string } {
  return TEXTS[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}
