import {
  RELATED_PROFILES_LIMIT,
  type Language,
  type MemberProfileResponse,
  type ProfilePhoto,
} from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { CurrentUser } from '../auth';
import { localName } from '../reference';
import { resolveSite, siteById, type SiteRow } from '../settings';
import { memberPoolOf } from './member-pool';
import { publicProfiles } from './public-profile.service';
import { visitorMayBrowse } from './profile-view.access';
import {
  clearNewLike,
  findInterestNames,
  findProfilePhotos,
  findRelatedProfiles,
  findRelation,
  findViewableProfile,
} from './profile-view.repository';

/** The viewer's site: a member's own (it decides their member pool), else the request host's. */
export function viewerSite(db: Db, user: CurrentUser | null, host: string | undefined): Promise<SiteRow> {
  return user ? siteById(db, user.site_id) : resolveSite(db, host);
}

/** Who asks: a member (with their own site) or a visitor on the request's site. */
export interface ProfileViewer {
  user: CurrentUser | null;
  /** The viewer's site: the member's own, else the request host's. */
  site: SiteRow;
  language: Language;
  trafficSource?: string | undefined;
}

type PhotoRow = Awaited<ReturnType<typeof findProfilePhotos>>[number];

/** A private photo's paths only for a premium viewer: a free viewer or visitor never learns its file names. */
function toProfilePhoto(row: PhotoRow, premium: boolean): ProfilePhoto {
  if (row.is_private && !premium) return { id: row.id, locked: true };
  return {
    id: row.id,
    locked: false,
    private: row.is_private,
    filename: row.filename,
    thumb_filename: row.thumb_filename,
  };
}

/**
 * GET /api/member.php: another member's profile for /members/{id}. 403 authentication_required for a
 * visitor the site does not let browse; 404 not_found for an unknown, hidden, disabled or deleted
 * profile, one outside the viewer's member pool (ADR 0009), oneself, or a member who blocked the viewer.
 * Clears the new-like flag of the profile's like on the viewer (spec section 4).
 */
export async function viewProfile(db: Db, viewer: ProfileViewer, id: number): Promise<MemberProfileResponse> {
  const { user, site } = viewer;
  if (!user && !visitorMayBrowse(site, viewer.trafficSource)) throw new AppError('authentication_required');
  if (id === user?.profile.id) throw new AppError('not_found');
  const pool = await memberPoolOf(db, site, user ? { userId: user.id, profileId: user.profile.id } : null);
  const row = await findViewableProfile(db, pool, id);
  if (!row) throw new AppError('not_found');

  const [profiles, interests, photos, relation, related] = await Promise.all([
    publicProfiles(db, [id]),
    findInterestNames(db, id),
    findProfilePhotos(db, id),
    user ? findRelation(db, { userId: user.id, profileId: user.profile.id }, id) : null,
    findRelatedProfiles(db, pool, row, RELATED_PROFILES_LIMIT),
    user ? clearNewLike(db, id, user.profile.id) : null,
  ]);
  const base = profiles.get(id);
  if (!base) throw new AppError('not_found');
  const shown = new Set(site.visible_profile_fields);
  const relatedProfiles = await publicProfiles(
    db,
    related.map((profile) => profile.id),
  );
  return {
    profile: {
      ...base,
      hair_colour: shown.has('hair_colour') ? base.hair_colour : null,
      eye_colour: shown.has('eye_colour') ? base.eye_colour : null,
      body_type: shown.has('body_type') ? base.body_type : null,
      relationship_status: shown.has('relationship_status') ? base.relationship_status : null,
      tattoos: shown.has('tattoos') ? base.tattoos : null,
      about_me: site.visible_profile_notes.includes('about_me') ? row.about_me : null,
      city: row.city,
      region: row.region_names ? localName(row.region_names, viewer.language) : null,
      interest_names: interests.map((interest) => localName(interest.names, viewer.language)),
      fictional: row.fictional,
      liked: relation?.liked ?? false,
      liked_me: relation?.liked_me ?? false,
      blocked: relation?.blocked ?? false,
      photos: photos.map((photo) => toProfilePhoto(photo, user?.paid_user ?? false)),
    },
    related: related.flatMap((profile) => relatedProfiles.get(profile.id) ?? []),
  };
}
