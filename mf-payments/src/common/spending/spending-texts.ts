import { createOwnTexts } from '../own-texts';

/** The spending safety texts (the section of /credits, this month's spending of /transactions, the
 * checkout's refusal over the limit): a catalogue of their own (`ui/own-texts.ts`). */
const texts = createOwnTexts('spending', (language) => import(`./locales/${language}.json`));

export const useSpendingTexts = texts.useTexts;
