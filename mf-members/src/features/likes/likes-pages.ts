/**
 * /likes and /likes/{type} in one chunk: they share most of their code, which would otherwise be a
 * third script on the first visit of either page (ADR 0019). routes.tsx imports both pages from here.
 */
export { LikesPage } from './likes-page';
export { LikesTypePage } from './likes-type-page';
