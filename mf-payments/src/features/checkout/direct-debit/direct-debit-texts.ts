import { createOwnTexts } from '../../../common/own-texts';

/** The direct debit texts (the form, its field errors, the mandate): a catalogue of their own (`ui/own-texts.ts`). */
const texts = createOwnTexts('directDebit', (language) => import(`./locales/${language}.json`));

export const useDirectDebitTexts = texts.useTexts;
