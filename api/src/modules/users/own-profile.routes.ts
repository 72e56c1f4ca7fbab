import type { FastifyInstance } from 'fastify';
import { COMPLETABLE_STEPS, INTERESTS_MAX, OwnProfileResponseSchema, ProfileUpdateSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { validate } from '../../http/validate';
import { requireUser } from '../auth';
import { loadOwnProfile, updateOwnProfile } from './own-profile.service';

const getDocs = docs({
  tag: 'users',
  summary: "The logged-in member's own profile: everything /profile and the signup steps show and edit.",
  description:
    'With the email, the birth date, the location (region, city, coordinates), the interest keys, the texts, the ' +
    'attributes, `hidden` (paused by PUT /api/account-pause.php), the photos (main first, as /api/photos.php ' +
    'answers them) and `photo_limit`. `incomplete_steps` names the signup steps whose data is missing, in order ' +
    `(${COMPLETABLE_STEPS.join(', ')}): photo without any photo, location without region and city, personal when ` +
    "none of the site's visible_profile_fields attributes is set, about without interests and about-me text. " +
    '403 `authentication_required` for a visitor.',
  response: { 200: OwnProfileResponseSchema },
  session: true,
});

const putDocs = docs({
  tag: 'users',
  summary: "Changes any of the member's own profile fields; answers the whole profile.",
  description:
    'Only the fields sent change; an unknown field answers 400. 400 `validation_failed` names every bad field with ' +
    'its translation key: the schema rules (name length, date of birth and minimum age, attribute values, at most ' +
    `${INTERESTS_MAX} interests: \`errors.too_many_interests\`), and the server's: \`name\` equal to the email or ` +
    'its part before the @ (`errors.name_same_as_email`) or starting with @, a `country` the site does not serve, a ' +
    '`region_id` unknown or of another country, an unknown interest key (`errors.field_invalid`). A new country ' +
    'without a `region_id` clears the region. Empty texts are stored as null. `interests` replaces the whole list. ' +
    '403 `authentication_required` for a visitor.',
  body: ProfileUpdateSchema,
  response: { 200: OwnProfileResponseSchema },
  session: true,
  idempotent: true,
});

/** /api/profile.php: the member's own profile (GET) and its changes (PUT). */
export function ownProfileRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/profile.php', { schema: getDocs }, async (request) => {
    const user = requireUser(request);
    return { profile: await loadOwnProfile(db, user.id) };
  });

  app.put('/api/profile.php', { schema: putDocs }, async (request) => {
    const user = requireUser(request);
    const update = validate(ProfileUpdateSchema, request.body);
    return { profile: await updateOwnProfile(db, user.id, update) };
  });
}
