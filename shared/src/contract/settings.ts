import { z } from 'zod';
import { LANGUAGES } from './languages';
import { line, text } from './text';

/** Site settings of spec section 3, answered by GET /api/settings.php. */
export const SettingsSchema = z.object({
  countries: z.array(z.string()),
  name: z.string(),
  domain: z.string(),
  domain_language: z.enum(LANGUAGES),
  index_title: z.string(),
  description: z.string(),
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.array(z.string()),
  geoip_country: z.string(),
  geoip_selected_country: z.string().nullable(),
  cdn_prefix: z.string(),
  message_credits: z.number().int().nonnegative(),
  photo_credits: z.number().int().nonnegative(),
  gift_credits: z.number().int().nonnegative(),
  signup_credits: z.number().int().nonnegative(),
  message_length: z.number().int().positive(),
  minimum_message_costs: z.record(z.string(), z.object({ costs: z.number(), currency: z.string() })),
  support_email: z.string(),
  support_phone: z.string(),
  enable_site_entry_popup: z.enum(['yes', 'no']),
  push_public_key: z.string().nullable(),
  search_fields: z.array(z.string()),
  fictional_warning: z.string(),
  fictional_singular: z.string(),
  fictional_plural: z.string(),
  fictional_icon: z.string(),
  refund_days: z.number().int().nonnegative(),
  signups: z.enum(['all', 'with_trafficsource', 'invitation_only']),
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  member_resell: z.boolean(),
  niche: z.number().int().min(1).max(7),
  company_id: z.number().int(),
  mail_name: z.string(),
});
export type Settings = z.infer<typeof SettingsSchema>;
export const SettingsResponseSchema = z.object({ settings: SettingsSchema });

/** The query of GET /api/settings.php: the request host as forced domain plus the route's query. */
export const SettingsQuerySchema = z.object({ forced_domain: line().max(253).optional() }).catchall(text().max(512));
