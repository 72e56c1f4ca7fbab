import type { Updateable } from 'kysely';
import { ageOn, nameProblem, photoLimit, type OwnProfile, type ProfileUpdate } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { ProfilesTable } from './profile.table';
import {
  findInterestIds,
  findOwnPhotos,
  findOwnProfileDetails,
  findRegionCountry,
  lockProfileOf,
  replaceProfileInterests,
  updateProfileRow,
  type OwnProfileDetails,
} from './own-profile.repository';
import { attributeValue, incompleteSteps } from './own-profile.rules';

async function requireDetails(db: Db, userId: number): Promise<OwnProfileDetails> {
  const details = await findOwnProfileDetails(db, userId);
  if (!details) throw new AppError('not_found');
  return details;
}

/** The member's own profile (GET /api/profile.php): everything /profile and the signup steps edit. */
export async function loadOwnProfile(db: Db, userId: number): Promise<OwnProfile> {
  const details = await requireDetails(db, userId);
  const photos = await findOwnPhotos(db, details.id);
  const attributes = {
    hair_colour: attributeValue('hair_colour', details.hair_colour),
    eye_colour: attributeValue('eye_colour', details.eye_colour),
    body_type: attributeValue('body_type', details.body_type),
    relationship_status: attributeValue('relationship_status', details.relationship_status),
    tattoos: attributeValue('tattoos', details.tattoos),
  };
  return {
    id: details.id,
    email: details.email,
    name: details.name,
    birth_date: details.birth_date,
    age: ageOn(details.birth_date),
    gender: details.gender,
    sexuality: details.sexuality,
    country: details.country,
    region_id: details.region_id,
    city: details.city,
    latitude: details.latitude,
    longitude: details.longitude,
    interests: details.interests,
    about_me: details.about_me,
    signup_message: details.signup_message,
    ...attributes,
    hidden: details.status === 'hidden',
    photos,
    photo_limit: photoLimit(details.paid_user),
    incomplete_steps: incompleteSteps({
      photoCount: photos.length,
      region_id: details.region_id,
      city: details.city,
      interests: details.interests,
      about_me: details.about_me,
      attributes,
      visibleFields: details.visible_profile_fields,
    }),
  };
}

/**
 * The checks that need the database and the account, beyond the shared schema: the name against the
 * email, the country among the site's, the region in the (new) country, the interests known. Answers
 * the interest ids, and every bad field at once.
 */
async function checkUpdate(db: Db, details: OwnProfileDetails, update: ProfileUpdate): Promise<number[] | undefined> {
  const fields: Record<string, string> = {};
  const nameIssue = update.name === undefined ? null : nameProblem(update.name, details.email);
  if (nameIssue) fields.name = nameIssue;
  if (update.country !== undefined && !details.site_countries.includes(update.country)) {
    fields.country = 'errors.field_invalid';
  }
  if (update.region_id !== undefined && update.region_id !== null) {
    const region = await findRegionCountry(db, update.region_id);
    if (region?.country !== (update.country ?? details.country)) fields.region_id = 'errors.field_invalid';
  }
  let interestIds: number[] | undefined;
  if (update.interests !== undefined) {
    const keys = [...new Set(update.interests)];
    interestIds = (await findInterestIds(db, keys)).map((row) => row.id);
    if (interestIds.length !== keys.length) fields.interests = 'errors.field_invalid';
  }
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
  return interestIds;
}

/**
 * PUT /api/profile.php: changes the fields sent (already parsed by ProfileUpdateSchema), in one
 * transaction, after checkUpdate. A new country without a region clears the region (it belonged to
 * the old country). Answers the whole profile.
 */
export async function updateOwnProfile(db: Db, userId: number, update: ProfileUpdate): Promise<OwnProfile> {
  await db.transaction().execute(async (trx) => {
    await lockProfileOf(trx, userId);
    const details = await requireDetails(trx, userId);
    const interestIds = await checkUpdate(trx, details, update);
    const { interests: _interests, ...columns } = update;
    const values: Updateable<ProfilesTable> = { ...columns };
    if (update.country !== undefined && update.country !== details.country && update.region_id === undefined) {
      values.region_id = null;
    }
    await updateProfileRow(trx, details.id, values);
    if (interestIds) await replaceProfileInterests(trx, details.id, interestIds);
  });
  return loadOwnProfile(db, userId);
}
