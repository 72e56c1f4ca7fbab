import type { Generated, Selectable } from 'kysely';
import type { Language } from '@app/shared/contract';

/** Texts of a site that depend on the interface language. */
export interface SiteTexts {
  index_title: string;
  description: string;
  fictional_warning: string;
  fictional_singular: string;
  fictional_plural: string;
}

export interface SitesTable {
  id: Generated<number>;
  domain: string;
  company_id: number;
  name: string;
  country: string;
  countries: string[];
  domain_language: Language;
  niche: number;
  texts: Partial<Record<Language, SiteTexts>>;
  visible_profile_fields: string[];
  visible_profile_notes: string[];
  search_fields: string[];
  cdn_prefix: string;
  message_credits: number;
  photo_credits: number;
  gift_credits: number;
  signup_credits: number;
  message_length: number;
  minimum_message_costs: Record<string, { costs: number; currency: string }>;
  support_email: string;
  support_phone: string;
  enable_site_entry_popup: 'yes' | 'no';
  fictional_icon: string;
  refund_days: number;
  signups: 'all' | 'with_trafficsource' | 'invitation_only';
  logged_out_search: boolean;
  logged_out_search_trafficsource: boolean;
  member_resell: boolean;
  mail_name: string;
  is_default: Generated<boolean>;
}
export type SiteRow = Selectable<SitesTable>;
