import { CAMPAIGN_LANDER_TYPES, LANDER_TYPES, type LanderType } from '@app/shared/contract/lander-constants';

/** A lander type with a design (every type but the visitors' home). */
export type DesignType = Exclude<LanderType, 'home'>;

/** Which lander an address shows: its type and campaign slug (null: the type's default). */
export interface LanderAddress {
  type: DesignType;
  slug: string | null;
}

function decoded(segment: string | undefined): string | null {
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The lander of `/landers/<type>/<slug?>` (or `/landers/tinderswipe`): the type is the path's second
 * segment, the slug its third. Null for an address that names no lander type.
 */
export function landerFromPath(pathname: string): LanderAddress | null {
  const [, root, type, slug] = pathname.split('/');
  if (root !== 'landers') return null;
  if (type === 'tinderswipe') return { type, slug: null };
  if (!(CAMPAIGN_LANDER_TYPES as readonly string[]).includes(type ?? '')) return null;
  return { type: type as DesignType, slug: decoded(slug) };
}

/** Whether a value is a lander type with a design. */
export function isDesignType(value: string): value is DesignType {
  return value !== 'home' && (LANDER_TYPES as readonly string[]).includes(value);
}

/**
 * The address of GET /api/lander.php for a lander, in exactly the form under which the server
 * writes its answer into the page (the client takes it from there instead of asking again).
 */
export function landerAddress(type: LanderType, slug: string | null): string {
  return `/api/lander.php?type=${type}${slug ? `&slug=${encodeURIComponent(slug)}` : ''}`;
}
