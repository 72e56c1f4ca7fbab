// The settings module's public file: what other modules and the app use (issue 20).
export { registerSettings } from './settings.plugin';
export { normaliseDomain, requestLanguage, resolveSite, siteById, type SiteRow } from './site.service';
