import type { Language } from '@app/shared/contract';

/**
 * The words of one mail in one language. `text` holds the paragraphs before the button (separated by
 * a blank line), `note` the paragraph after it. `{{variable}}` is replaced when the mail is rendered.
 */
export interface MailText {
  subject: string;
  text: string;
  button: string;
  note: string;
}

export type MailTemplate = Record<Language, MailText>;
