import {
  defaultPaymentCountry,
  photoUrl,
  type MemberProfileResponse,
  type MemberSearchResponse,
  type Settings,
  type User,
} from '@app/shared/contract';
import { MEMBER_GRID_PHONE_ROW } from '@app/shared/contract/member-constants';
import { startingSearchAddress } from '@app/shared/contract/sought-genders';
import { landerFirstAddresses, landerFirstPhotoFiles } from '../landers';

/** What the server knows of the first page when it writes it. */
export interface FirstPageContext {
  /** The registry page of the address (null where no remote owns it). */
  page: string | null;
  /** The page's layout (`default` for the shell's own pages). */
  layout: string;
  pathname: string;
  query: URLSearchParams;
  settings: Settings;
  user: User | null;
}

/** The pages that show the price list of the payment country first (the checkout shows its package from it). */
const PRICE_LIST_PAGES = new Set(['pricing', 'credits', 'premium', 'credits-id-paymentmethod']);

/** The profile call of /members/{id} (`GET /api/member.php?id=`), or null for an address without an id. */
export function memberProfileAddress(pathname: string): string | null {
  const id = /^\/members\/(\d{1,9})$/.exec(pathname)?.[1];
  return id ? `/api/member.php?id=${id}` : null;
}

/**
 * The GET calls the first page makes before it can show its content, addressed exactly as the
 * browser's API client addresses them (ADR 0021), so the server can answer them in the page. A call
 * the browser makes otherwise (a search with filters, a chosen payment country) is simply not
 * answered: the page then fetches it as before.
 */
export function firstAnswerAddresses({ page, layout, pathname, query, settings, user }: FirstPageContext): string[] {
  // The footer's company details, and for a member the chats and likes the navigation counts.
  const addresses = ['/api/companyinfo.php', ...(user ? ['/api/chats.php', '/api/likes.php'] : [])];
  // Above a page of the default layout a member sees the welcome bonus and the alerts about their
  // own profile: answered here, they show with the page instead of pushing it. (Not the time bonus:
  // its countdown measures the clock's offset from when its answer arrives, so it must be fresh.)
  if (user && layout === 'default') addresses.push('/api/discountcode.php?welcome=true', '/api/profile.php');
  if (page === 'members' && [...query.keys()].length === 0)
    addresses.push(startingSearchAddress(user?.profile, settings.search_fields));
  // After sign-up: the members the new member may like, above the link to all members.
  if (page === 'signup-matches' && user) addresses.push('/api/signup-matches.php');
  const profile = page === 'members-id' ? memberProfileAddress(pathname) : null;
  if (profile) addresses.push(profile);
  // The landers (mf-landers): the lander's members and campaign, or the member a landing is about.
  addresses.push(...landerFirstAddresses(page, pathname, user !== null));
  if (page && PRICE_LIST_PAGES.has(page)) {
    const country = defaultPaymentCountry(user, settings);
    addresses.push(country ? `/api/packages.php?country=${country}` : '/api/packages.php');
  }
  return addresses;
}

/**
 * The photos that will be the page's largest paint, from the answers in the page: the first row of
 * the search, the profile's first photo, a lander's first two members or a member landing's photo. Preloaded at high priority, they load beside the scripts.
 */
export function firstPhotos(answers: Record<string, unknown>, settings: Settings): string[] {
  const files: string[] = [];
  const search = Object.entries(answers).find(([address]) => address.startsWith('/api/members.php?'))?.[1] as
    MemberSearchResponse | undefined;
  for (const profile of search?.profiles.slice(0, MEMBER_GRID_PHONE_ROW) ?? []) {
    if (profile.main_image) files.push(profile.main_image.thumb_filename);
  }
  for (const [address, answer] of Object.entries(answers)) {
    if (!address.startsWith('/api/member.php?')) continue;
    const first = (answer as MemberProfileResponse).profile.photos[0];
    if (first && !first.locked) files.push(first.filename);
  }
  files.push(...landerFirstPhotoFiles(answers));
  return files.map((file) => photoUrl(settings.cdn_prefix, file));
}
