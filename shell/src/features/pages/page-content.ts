import type { Language } from '@app/shared/contract';
import type { PageSlug } from './page-slugs';

/**
 * One information page in one language. Texts may use these variables, filled in from the site's
 * settings and company info: {{siteName}}, {{companyName}}, {{companyAddress}}, {{companyCity}},
 * {{companyCountry}}, {{kvk}}, {{vatNumbers}}, {{supportEmail}}, {{supportPhone}}, {{refundDays}},
 * {{termsDate}}, {{minimumAge}}.
 */
export interface InfoPageContent {
  title: string;
  /** One or two sentences under the title. */
  intro: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

export type PageCatalogue = Record<PageSlug, InfoPageContent>;

const catalogues = new Map<Language, Promise<PageCatalogue>>();

/** One language's pages (a chunk per language), loaded once; `use` reads it without waiting once loaded. */
export function pageCatalogue(language: Language): Promise<PageCatalogue> {
  let pending = catalogues.get(language);
  if (!pending) {
    pending = import(`./content/${language}.json`).then((module: { default: PageCatalogue }) => module.default);
    const tracked = pending as Promise<PageCatalogue> & { status?: string; value?: PageCatalogue };
    void pending.then((value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    });
    catalogues.set(language, pending);
  }
  return pending;
}

/** Fills {{variables}}; an unknown variable stays visible so a check can catch it. */
export function fillVariables(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
}
