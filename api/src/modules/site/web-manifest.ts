import type { SiteRow } from '../settings';

/** The web manifest that makes the site installable as an app, named after the site. */
export function webManifest(site: SiteRow) {
  const texts = site.texts[site.domain_language];
  return {
    name: site.name,
    short_name: site.name,
    description: texts?.description ?? site.name,
    lang: site.domain_language,
    start_url: '/members',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#c2185b',
    icons: [
      { src: '/shell/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/shell/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/shell/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/shell/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
