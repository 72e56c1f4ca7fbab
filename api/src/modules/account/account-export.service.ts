import type { Db } from '../../db/database';
import {
  findExportCreditLedger,
  findExportMessages,
  findExportOrders,
  findExportPhotos,
  findExportProfile,
  findExportTransactions,
  findExportUser,
} from './account-export.repository';

/**
 * The member's own data as one JSON document (the download of /account-deleted): the account (never
 * the password hash or tokens), the profile, the photos, the messages sent and received, the credit
 * ledger, orders and transactions. Of the other side of a conversation only the profile id and name.
 */
export async function exportAccountData(db: Db, userId: number, now = new Date()) {
  const user = await findExportUser(db, userId);
  const profile = await findExportProfile(db, userId);
  const profileId = profile?.id ?? -1;
  const photos = await findExportPhotos(db, profileId);
  const messages = await findExportMessages(db, profileId);
  const creditLedger = await findExportCreditLedger(db, userId);
  const orders = await findExportOrders(db, userId);
  const orderIds = orders.map((order) => order.id);
  const transactions = orderIds.length ? await findExportTransactions(db, orderIds) : [];
  return {
    exported_at: now.toISOString(),
    user,
    profile: profile ?? null,
    photos,
    messages: messages.map((message) => ({
      conversation_id: message.conversation_id,
      sent_by_me: message.sender_profile_id === profileId,
      other_profile: { id: message.other_profile_id, name: message.other_name },
      kind: message.kind,
      body: message.body,
      credits: message.credits,
      created_at: message.created_at,
    })),
    credit_ledger: creditLedger,
    orders,
    transactions,
  };
}
