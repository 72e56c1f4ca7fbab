import type { Language } from '@app/shared/contract';
import type { SmsCodePurpose } from './sms-code.table';

/**
 * The SMS of each purpose in the eleven languages. `{{code}}` comes first, so a phone's notification
 * shows it at once; `{{site}}` is the site's mail name. The validity (10 minutes) is written out, as the
 * mails write theirs, because the number decides the noun's form in several languages; a test checks
 * it against SMS_CODE_VALID_MINUTES. Plain punctuation only: no colon (French writes it after a
 * no-break space) and no typographic apostrophe, characters outside the SMS alphabet (GSM 03.38)
 * that would cut an SMS from 160 characters to 70.
 */
export const SMS_CODE_TEXTS: Record<SmsCodePurpose, Record<Language, string>> = {
  direct_debit_mandate: {
    da: '{{code}} er din kode til at bekræfte mandatet til SEPA-direkte debitering hos {{site}}. Koden gælder i 10 minutter. Del den ikke med nogen.',
    de: '{{code}} ist dein Code zur Bestätigung des SEPA-Lastschriftmandats bei {{site}}. Er ist 10 Minuten gültig. Gib ihn an niemanden weiter.',
    en: '{{code}} is your code to confirm the direct debit mandate at {{site}}. It is valid for 10 minutes. Never share it with anyone.',
    es: '{{code}} es tu código para confirmar la orden de domiciliación SEPA en {{site}}. Es válido durante 10 minutos. No lo compartas con nadie.',
    fi: '{{code}} on koodisi, jolla vahvistat SEPA-suoraveloitusvaltuutuksen palvelussa {{site}}. Se on voimassa 10 minuuttia. Älä kerro sitä muille.',
    fr: '{{code}} est votre code pour confirmer le mandat de prélèvement SEPA sur {{site}}. Il est valable 10 minutes. Ne le communiquez à personne.',
    it: '{{code}} è il tuo codice per confermare il mandato di addebito diretto SEPA su {{site}}. Scade tra 10 minuti. Non condividerlo con nessuno.',
    nb: '{{code}} er koden din for å bekrefte fullmakten til SEPA-direktedebitering hos {{site}}. Koden gjelder i 10 minutter. Ikke del den med noen.',
    nl: '{{code}} is je code om je SEPA-incassomachtiging bij {{site}} te bevestigen. De code is 10 minuten geldig. Deel hem met niemand.',
    pl: '{{code}} to Twój kod do potwierdzenia zgody na polecenie zapłaty SEPA w serwisie {{site}}. Kod jest ważny 10 minut. Nie podawaj go nikomu.',
    sv: '{{code}} är din kod för att bekräfta medgivandet till SEPA-autogiro hos {{site}}. Koden gäller i 10 minuter. Dela den inte med någon.',
  },
};

/** The SMS of a purpose in a language, with the code and the site's name filled in. */
export function renderSmsCodeText(purpose: SmsCodePurpose, language: Language, code: string, site: string): string {
  return SMS_CODE_TEXTS[purpose][language].replace('{{code}}', () => code).replace('{{site}}', () => site);
}
