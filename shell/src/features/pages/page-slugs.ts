/** The information pages under /pages/ (spec section 2). */
export const PAGE_SLUGS = ['terms', 'privacy', 'cookies', 'faq', 'ban', 'return-policy', 'service'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];
