import type { Language } from '@app/shared/contract';
import type { SiteTexts } from '../modules/settings/site.table';

/** The language-dependent texts of every demo site, `{{name}}` being the site's name. */
export const SITE_TEXTS: Record<Language, SiteTexts> = {
  da: {
    index_title: '{{name}} – dating og chat for voksne',
    description: 'Mød nye mennesker i nærheden, chat og find dit match på {{name}}.',
    fictional_warning:
      'Nogle profiler på dette site er fiktive og drives af os. De er markeret med et ikon; fysiske møder med dem er ikke mulige.',
    fictional_singular: 'fiktiv profil',
    fictional_plural: 'fiktive profiler',
  },
  de: {
    index_title: '{{name}} – Dating und Chat für Erwachsene',
    description: 'Lerne neue Leute in deiner Nähe kennen, chatte und finde dein Match auf {{name}}.',
    fictional_warning:
      'Einige Profile auf dieser Website sind fiktiv und werden von uns betrieben. Diese Profile sind mit einem Symbol gekennzeichnet; persönliche Treffen mit ihnen sind nicht möglich.',
    fictional_singular: 'fiktives Profil',
    fictional_plural: 'fiktive Profile',
  },
  en: {
    index_title: '{{name}} – dating and chat for adults',
    description: 'Meet new people near you, chat and find your match on {{name}}.',
    fictional_warning:
      'Some profiles on this site are fictional and operated by us. They are marked with an icon; physical meetings with them are not possible.',
    fictional_singular: 'fictional profile',
    fictional_plural: 'fictional profiles',
  },
  es: {
    index_title: '{{name}} – citas y chat para adultos',
    description: 'Conoce gente nueva cerca de ti, chatea y encuentra tu pareja en {{name}}.',
    fictional_warning:
      'Algunos perfiles de este sitio son ficticios y los gestionamos nosotros. Están marcados con un icono; no es posible quedar en persona con ellos.',
    fictional_singular: 'perfil ficticio',
    fictional_plural: 'perfiles ficticios',
  },
  fi: {
    index_title: '{{name}} – deittailua ja chattia aikuisille',
    description: 'Tapaa uusia ihmisiä läheltäsi, chattaile ja löydä oma matchisi palvelussa {{name}}.',
    fictional_warning:
      'Osa tämän sivuston profiileista on kuvitteellisia, ja niitä ylläpidämme me. Ne on merkitty kuvakkeella; niiden kanssa ei voi tavata kasvokkain.',
    fictional_singular: 'kuvitteellinen profiili',
    fictional_plural: 'kuvitteelliset profiilit',
  },
  fr: {
    index_title: '{{name}} – rencontres et chat pour adultes',
    description: 'Rencontrez de nouvelles personnes près de chez vous, discutez et trouvez votre match sur {{name}}.',
    fictional_warning:
      'Certains profils de ce site sont fictifs et gérés par nous. Ils sont signalés par une icône\u00a0; aucune rencontre physique avec eux n’est possible.',
    fictional_singular: 'profil fictif',
    fictional_plural: 'profils fictifs',
  },
  it: {
    index_title: '{{name}} – incontri e chat per adulti',
    description: 'Conosci nuove persone vicino a te, chatta e trova il tuo match su {{name}}.',
    fictional_warning:
      'Alcuni profili di questo sito sono fittizi e gestiti da noi. Sono contrassegnati da un’icona; non è possibile incontrarli di persona.',
    fictional_singular: 'profilo fittizio',
    fictional_plural: 'profili fittizi',
  },
  nb: {
    index_title: '{{name}} – dating og chat for voksne',
    description: 'Møt nye mennesker i nærheten, chat og finn din match på {{name}}.',
    fictional_warning:
      'Noen profiler på dette nettstedet er fiktive og drives av oss. De er merket med et ikon; fysiske møter med dem er ikke mulig.',
    fictional_singular: 'fiktiv profil',
    fictional_plural: 'fiktive profiler',
  },
  nl: {
    index_title: '{{name}} – daten en chatten voor volwassenen',
    description: 'Ontmoet nieuwe mensen bij jou in de buurt, chat en vind je match op {{name}}.',
    fictional_warning:
      'Sommige profielen op deze site zijn fictief en worden door ons beheerd. Ze zijn gemarkeerd met een icoon; fysieke afspraken met hen zijn niet mogelijk.',
    fictional_singular: 'fictief profiel',
    fictional_plural: 'fictieve profielen',
  },
  pl: {
    index_title: '{{name}} – randki i czat dla dorosłych',
    description: 'Poznawaj nowych ludzi w pobliżu, czatuj i znajdź swoją parę na {{name}}.',
    fictional_warning:
      'Niektóre profile w tym serwisie są fikcyjne i prowadzone przez nas. Są oznaczone ikoną; spotkania osobiste z nimi nie są możliwe.',
    fictional_singular: 'profil fikcyjny',
    fictional_plural: 'profile fikcyjne',
  },
  sv: {
    index_title: '{{name}} – dejting och chatt för vuxna',
    description: 'Träffa nya människor i närheten, chatta och hitta din match på {{name}}.',
    fictional_warning:
      'Vissa profiler på den här webbplatsen är fiktiva och drivs av oss. De är märkta med en ikon; fysiska möten med dem är inte möjliga.',
    fictional_singular: 'fiktiv profil',
    fictional_plural: 'fiktiva profiler',
  },
};

export function siteTexts(name: string): Record<Language, SiteTexts> {
  const fill = (text: string) => text.replaceAll('{{name}}', name);
  return Object.fromEntries(
    Object.entries(SITE_TEXTS).map(([language, texts]) => [
      language,
      Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, fill(value)])) as unknown as SiteTexts,
    ]),
  ) as Record<Language, SiteTexts>;
}
