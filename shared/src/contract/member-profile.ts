import { z } from 'zod';
import { IdSchema, QueryIdSchema } from './id';
import { ProfileSchema } from './profile';
import { REPORT_REASONS, REPORT_TEXT_MAX } from './member-constants';
import { line, text } from './text';

const profileId = IdSchema;

/**
 * A photo on another member's profile. Public photos carry their paths (relative to the settings'
 * cdn_prefix); a private photo carries them only for a premium viewer, else it is `{id, locked: true}`
 * and its file name is never sent.
 */
export const ProfilePhotoSchema = z.union([
  z.object({
    id: z.number().int(),
    locked: z.literal(false),
    private: z.boolean(),
    filename: z.string(),
    thumb_filename: z.string(),
  }),
  z.object({ id: z.number().int(), locked: z.literal(true) }),
]);
export type ProfilePhoto = z.infer<typeof ProfilePhotoSchema>;

/**
 * The profile view /members/{id} (GET /api/member.php): the public profile (attributes the site does
 * not show are null), its texts and place, interest names in the request language, every photo, and
 * how the viewer stands to the member (liked, liked_me, blocked: all false for a visitor).
 */
export const MemberProfileSchema = ProfileSchema.extend({
  about_me: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  interest_names: z.array(z.string()),
  fictional: z.boolean(),
  liked: z.boolean(),
  liked_me: z.boolean(),
  blocked: z.boolean(),
  photos: z.array(ProfilePhotoSchema),
});
export type MemberProfile = z.infer<typeof MemberProfileSchema>;

/** How many related profiles the profile view shows. */
export const RELATED_PROFILES_LIMIT = 6;

export const MemberProfileResponseSchema = z.object({
  profile: MemberProfileSchema,
  /** A few similar members of the site's member pool (ADR 0009). */
  related: z.array(ProfileSchema),
});
export type MemberProfileResponse = z.infer<typeof MemberProfileResponseSchema>;

/** GET /api/member.php?id=12 (a visitor may add `traffic_source` where the site lets such visitors browse). */
export const MemberProfileQuerySchema = z.object({
  id: QueryIdSchema,
  traffic_source: line().max(100).optional(),
});

/** POST and DELETE /api/block.php: block or unblock a member (idempotent; never oneself). */
export const BlockRequestSchema = z.object({ profile_id: profileId }).strict();
export const BlockResponseSchema = z.object({ blocked: z.boolean() });
export type BlockResponse = z.infer<typeof BlockResponseSchema>;

export { REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason } from './member-constants';

/** POST /api/report.php: one rule for the report form and the server. */
export const ReportRequestSchema = z
  .object({
    profile_id: profileId,
    reason: z.enum(REPORT_REASONS, 'errors.field_invalid'),
    text: text().trim().max(REPORT_TEXT_MAX, 'errors.too_long').default(''),
  })
  .strict();
/** What the form sends (text may be left out). */
export type ReportRequest = z.input<typeof ReportRequestSchema>;
/** A report as the server reads it. */
export type Report = z.output<typeof ReportRequestSchema>;
export const ReportResponseSchema = z.object({ ok: z.literal(true), reference: z.string() });
export type ReportResponse = z.infer<typeof ReportResponseSchema>;
