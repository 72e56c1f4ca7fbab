/** The information pages under /pages/ (spec section 2): one list for the shell and the server. */
export type { InfoPageSlug as PageSlug } from '@app/shared/contract/shell-routes';
