import { randomBytes } from 'node:crypto';
import type { ConversionEvent } from '@app/shared/contract';
import type { Db } from '../../db/database';
import {
  findMemberTracking,
  findNetworkByName,
  hasOtherCompletedOrder,
  insertConversion,
  insertPostback,
} from './conversion.repository';
import { claimLanding } from './landing.repository';

/** A completed purchase as the affiliates module needs it: the order, its member and its price. */
interface PurchaseConversion {
  orderId: number;
  userId: number;
  /** The price paid, in minor units of `currency`. */
  amount: number;
  currency: string;
}

interface Conversion {
  userId: number;
  event: ConversionEvent;
  /** What makes it one conversion: a second call with the same key changes nothing. */
  key: string;
  orderId?: number;
  amount?: number;
  currency?: string;
}

/** The conversion id a network sees: random, so it tells nothing about the member. */
const newConversionId = () => `cv_${randomBytes(12).toString('hex')}`;

/**
 * Stores a conversion of a member who came from a network, in the caller's transaction (the event's
 * own), and queues its postback when the network is known; a member without a network makes none.
 */
async function recordConversion(trx: Db, conversion: Conversion, now = new Date()): Promise<void> {
  const tracking = await findMemberTracking(trx, conversion.userId);
  if (!tracking?.network) return;
  const conversionId = await insertConversion(trx, {
    conversion_key: conversion.key,
    public_id: newConversionId(),
    site_id: tracking.site_id,
    user_id: conversion.userId,
    order_id: conversion.orderId ?? null,
    event: conversion.event,
    network: tracking.network,
    ref: tracking.ref,
    sub1: tracking.sub1,
    sub2: tracking.sub2,
    sub3: tracking.sub3,
    amount: conversion.amount ?? null,
    currency: conversion.currency ?? null,
    created_at: now,
  });
  if (conversionId === null) return;
  const network = await findNetworkByName(trx, tracking.network);
  if (network) await insertPostback(trx, conversionId, network.id, now);
}

/**
 * Sign-up (in its transaction, after the tracking record): links the visit's landing to the new
 * member, and records the sign-up conversion.
 */
export async function recordSignupConversion(
  trx: Db,
  signup: { userId: number; landingId: string | null },
  now = new Date(),
): Promise<void> {
  if (signup.landingId) await claimLanding(trx, signup.landingId, signup.userId, now);
  await recordConversion(trx, { userId: signup.userId, event: 'signup', key: `signup:user:${signup.userId}` }, now);
}

/** A confirmed email address (in the transaction that confirms it): once per member. */
export function recordEmailConfirmedConversion(trx: Db, userId: number): Promise<void> {
  return recordConversion(trx, { userId, event: 'email_confirmed', key: `email_confirmed:user:${userId}` });
}

/**
 * A completed payment (in the transaction that completes the order): the member's first purchase, or
 * a later one, with its amount; once per order. Completions of one member run one after the other
 * (the transaction has locked the member's balance), so only one can be the first.
 */
export async function recordPurchaseConversion(trx: Db, purchase: PurchaseConversion): Promise<void> {
  const later = await hasOtherCompletedOrder(trx, purchase.userId, purchase.orderId);
  await recordConversion(trx, {
    userId: purchase.userId,
    event: later ? 'purchase' : 'first_purchase',
    key: `order:${purchase.orderId}`,
    orderId: purchase.orderId,
    amount: purchase.amount,
    currency: purchase.currency,
  });
}
