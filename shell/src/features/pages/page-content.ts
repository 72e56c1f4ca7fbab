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

/** Loads one language's pages (a chunk per language). */
export async function loadPageCatalogue(language: Language): Promise<PageCatalogue> {
  const module = (await import(`./content/${language}.json`)) as { default: PageCatalogue };
  return module.default;
}

/** Fills {{variables}}; an unknown variable stays visible so a check can catch it. */
export function fillVariables(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
}
