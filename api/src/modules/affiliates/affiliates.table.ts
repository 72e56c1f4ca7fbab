import type { Generated, Selectable } from 'kysely';
import type { ConversionEvent } from '@app/shared/contract';

/** A landing: the tracking a visit arrived with, named by the landing cookie (migration 0014). */
export interface AffiliateLandingsTable {
  /** Random, the landing cookie's value. */
  id: string;
  site_id: number;
  network: string | null;
  ref: string | null;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
  traffic_source: string | null;
  landing_path: string | null;
  /** The member who signed up in this visit (set once, in the sign-up's transaction). */
  user_id: number | null;
  claimed_at: Date | null;
  created_at: Generated<Date>;
}
export type AffiliateLandingRow = Selectable<AffiliateLandingsTable>;

/** A network that sends traffic, by the `network` value of the tracking record, and its postback. */
export interface AffiliateNetworksTable {
  id: Generated<number>;
  name: string;
  /** `https://…?click={ref}&tx={conversion_id}&event={event}&amount={amount}&currency={currency}` */
  postback_url: string;
  /** Set when paused (by hand, or after repeated failures): its postbacks wait. */
  paused_at: Date | null;
  /** Postbacks in a row that failed for good (a 4xx, or retries used up); reset by a delivery. */
  consecutive_failures: Generated<number>;
  created_at: Generated<Date>;
}

/** One conversion of a member who came from a network: at most one per `conversion_key`. */
export interface AffiliateConversionsTable {
  id: Generated<number>;
  /** What makes it one conversion: `signup:user:7`, `email_confirmed:user:7`, `order:12`. */
  conversion_key: string;
  /** The conversion id sent to the network (random, unique). */
  public_id: string;
  site_id: number;
  user_id: number | null;
  order_id: number | null;
  event: ConversionEvent;
  network: string;
  ref: string | null;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
  /** Purchases: the amount paid in minor units and its currency. */
  amount: number | null;
  currency: string | null;
  created_at: Generated<Date>;
}

export type PostbackStatus = 'pending' | 'sent' | 'failed';

/** The durable outbox of postbacks: one per conversion and network. */
export interface AffiliatePostbacksTable {
  id: Generated<number>;
  conversion_id: number;
  network_id: number;
  status: Generated<PostbackStatus>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  /** A worker's claim: nobody else sends it before this time. */
  claimed_until: Date | null;
  claim_token: string | null;
  /** The URL of the last attempt. */
  url: string | null;
  last_status: number | null;
  last_error: string | null;
  sent_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
