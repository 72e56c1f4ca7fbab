import { createOwnTexts } from '../../../common/own-texts';

/** The withdrawal texts (the button, the two steps, the refusals, /withdrawal): a catalogue of their own (`ui/own-texts.ts`). */
const texts = createOwnTexts('withdrawal', (language) => import(`./locales/${language}.json`));

export const loadWithdrawalTexts = texts.load;
export const useWithdrawalTexts = texts.useTexts;
