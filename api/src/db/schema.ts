import type { AccountTokensTable } from '../modules/account/account-token.table';
import type {
  AffiliateConversionsTable,
  AffiliateLandingsTable,
  AffiliateNetworksTable,
  AffiliatePostbacksTable,
} from '../modules/affiliates/affiliates.table';
import type {
  ChatPhotosTable,
  ConversationMembersTable,
  ConversationsTable,
  GiftsTable,
  MessagesTable,
} from '../modules/chat/chat.table';
import type { CompanyInfoTable } from '../modules/company/company.table';
import type { ComplaintsTable } from '../modules/complaints/complaint.table';
import type { CreditBalancesTable, CreditLedgerTable } from '../modules/credits/credit.table';
import type { IdempotencyKeysTable } from '../modules/idempotency/idempotency.table';
import type {
  BlocksTable,
  InterestsTable,
  LikesTable,
  PhotosTable,
  RegionsTable,
} from '../modules/members/member.table';
import type { ReportsTable } from '../modules/members/report.table';
import type { SwipePassesTable } from '../modules/members/swipe-game.table';
import type { LanderCampaignsTable } from '../modules/landers/lander-campaign.table';
import type { LiveCursorsTable, LiveEventsTable } from '../modules/events/live-event.table';
import type { OutboxTable } from '../modules/mail/outbox.table';
import type {
  DiscountCodesTable,
  DiscountCodeUsesTable,
  OrdersTable,
  PaymentTransitionsTable,
  SandboxPaymentsTable,
  PackagesTable,
} from '../modules/payments/payment.table';
import type { PushSubscriptionsTable } from '../modules/push/push.table';
import type { ServerKeysTable } from '../modules/push/server-key.table';
import type { SitesTable } from '../modules/settings/site.table';
import type { SmsCodesTable } from '../modules/sms-codes/sms-code.table';
import type { SpendingLimitsTable } from '../modules/spending/spending-limit.table';
import type { DirectDebitBlocksTable, DirectDebitMandatesTable } from '../modules/direct-debit/direct-debit.table';
import type { LoginAttemptsTable, SessionsTable, UsersTable } from '../modules/auth/user.table';
import type { ProfileInterestsTable, ProfilesTable } from '../modules/users/profile.table';
import type { InvitationCodesTable, TrackingRecordsTable } from '../modules/users/signup.table';
import type { WithdrawalsTable } from './withdrawal.table';

/** Every table, as Kysely sees it. */
export interface Database {
  company_info: CompanyInfoTable;
  sites: SitesTable;
  complaints: ComplaintsTable;
  invitation_codes: InvitationCodesTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  tracking_records: TrackingRecordsTable;
  regions: RegionsTable;
  profiles: ProfilesTable;
  interests: InterestsTable;
  profile_interests: ProfileInterestsTable;
  photos: PhotosTable;
  likes: LikesTable;
  blocks: BlocksTable;
  reports: ReportsTable;
  swipe_passes: SwipePassesTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
  chat_photos: ChatPhotosTable;
  gifts: GiftsTable;
  credit_balances: CreditBalancesTable;
  credit_ledger: CreditLedgerTable;
  packages: PackagesTable;
  discount_codes: DiscountCodesTable;
  discount_code_uses: DiscountCodeUsesTable;
  orders: OrdersTable;
  payment_transitions: PaymentTransitionsTable;
  sandbox_payments: SandboxPaymentsTable;
  push_subscriptions: PushSubscriptionsTable;
  idempotency_keys: IdempotencyKeysTable;
  mail_outbox: OutboxTable;
  sms_outbox: OutboxTable;
  account_tokens: AccountTokensTable;
  server_keys: ServerKeysTable;
  live_cursors: LiveCursorsTable;
  live_events: LiveEventsTable;
  affiliate_landings: AffiliateLandingsTable;
  affiliate_networks: AffiliateNetworksTable;
  affiliate_conversions: AffiliateConversionsTable;
  affiliate_postbacks: AffiliatePostbacksTable;
  lander_campaigns: LanderCampaignsTable;
  sms_codes: SmsCodesTable;
  direct_debit_mandates: DirectDebitMandatesTable;
  direct_debit_blocks: DirectDebitBlocksTable;
  spending_limits: SpendingLimitsTable;
  withdrawals: WithdrawalsTable;
}
