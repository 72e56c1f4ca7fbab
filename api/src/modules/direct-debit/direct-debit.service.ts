import { isLanguage, type Language } from '@app/shared/contract';
import type { DirectDebitConfirm, DirectDebitForm } from '@app/shared/contract/direct-debit';
import type { DirectDebitState, Mandate, SmsCodeSent } from '@app/shared/contract/direct-debit-api';
import { formatPhoneForDisplay } from '@app/shared/contract/direct-debit-phone';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { CurrentUser } from '../auth';
import type { SmsSender } from '../mail';
import { siteById, type SiteRow } from '../settings';
import { issueSmsCode, smsCodesLeft, verifySmsCode } from '../sms-codes';
import { directDebitLimit } from './debit-limit';
import { directDebitCountry } from './direct-debit-country';
import { creditorOf, toMandate } from './mandate-dto';
import { isBlockedForDirectDebit, lockActiveMandate } from './mandate-lock.repository';
import { newMandateReference } from './mandate-reference';
import {
  findActiveMandate,
  findCountryCurrency,
  findCreditor,
  insertMandate,
  revokeActiveMandate,
} from './mandate.repository';
import { renderMandateText, renderSignedMandate } from './mandate-texts';

export interface DirectDebitDeps {
  db: Db;
  sms: SmsSender;
}

/** A member on the direct debit page: their site, the direct debit country and their language. */
export interface DirectDebitMember {
  user: CurrentUser;
  site: SiteRow;
  country: string;
  language: Language;
}

const PURPOSE = 'direct_debit_mandate';

/**
 * The direct debit module's public surface (ADR 0026): the member's standing, the SMS code that
 * confirms a mandate, signing and revoking it. Its routes and other modules call only this.
 */
export function createDirectDebitService(deps: DirectDebitDeps) {
  const { db } = deps;

  const creditorFor = async (site: SiteRow) => {
    const company = await findCreditor(db, site.company_id);
    if (!company) throw new Error(`company ${site.company_id} missing`);
    return creditorOf(company);
  };
  /** The creditor a mandate can name: a company without a creditor identifier cannot collect. */
  const signableCreditorFor = async (site: SiteRow) => {
    const creditor = await creditorFor(site);
    if (creditor.creditor_id === '') throw new AppError('payment_method_unavailable');
    return creditor;
  };
  const refuseBlocked = async (userId: number) => {
    if (await isBlockedForDirectDebit(db, userId)) throw new AppError('direct_debit_blocked');
  };

  return {
    /** The member's site, direct debit country (else 422 payment_method_unavailable) and language. */
    async member(user: CurrentUser, askedCountry: string | undefined): Promise<DirectDebitMember> {
      const site = await siteById(db, user.site_id);
      const country = directDebitCountry(site, askedCountry);
      return { user, site, country, language: isLanguage(user.language) ? user.language : site.domain_language };
    },

    /** GET /api/direct-debit.php: the mandate, the block, the limit, the creditor and the text to sign. */
    async state(member: DirectDebitMember, now = new Date()): Promise<DirectDebitState> {
      const { user, site, country, language } = member;
      const currency = await findCountryCurrency(db, country);
      if (!currency) throw new AppError('payment_method_unavailable');
      const [limit, active, blocked, creditor] = await Promise.all([
        directDebitLimit(db, user.id, currency, now),
        findActiveMandate(db, user.id),
        isBlockedForDirectDebit(db, user.id),
        creditorFor(site),
      ]);
      return {
        country,
        mandate: active ? toMandate(active) : null,
        blocked,
        limit,
        creditor,
        mandate_text: renderMandateText(language, creditor.name),
      };
    },

    /** What may still be debited from a member in a currency (the rolling limit). */
    limit(userId: number, currency: string, now = new Date()) {
      return directDebitLimit(db, userId, currency, now);
    },

    /**
     * POST /api/direct-debit.php, the form already checked: refuses a blocked member (403) and sends
     * the code to the form's phone (429 sms_code_limit, 503 unavailable). Nothing else is stored.
     */
    async sendCode(member: DirectDebitMember, form: DirectDebitForm, now = new Date()): Promise<SmsCodeSent> {
      const { user, site, language } = member;
      await refuseBlocked(user.id);
      await signableCreditorFor(site);
      const { expiresAt } = await issueSmsCode(
        db,
        deps.sms,
        { siteId: site.id, userId: user.id, purpose: PURPOSE, phone: form.phone, language, siteName: site.mail_name },
        now,
      );
      return {
        phone: form.phone,
        phone_display: formatPhoneForDisplay(form.phone),
        expires_at: expiresAt.toISOString(),
        codes_left: await smsCodesLeft(db, user.id, now),
      };
    },

    /**
     * POST /api/direct-debit-mandate.php, the form already checked: the code must be the one sent to
     * this phone; then, in one transaction, the active mandate is revoked and the new one signed.
     */
    async sign(member: DirectDebitMember, form: DirectDebitConfirm, now = new Date()): Promise<Mandate> {
      const { user, site, country, language } = member;
      await refuseBlocked(user.id);
      const creditor = await signableCreditorFor(site);
      const verified = await verifySmsCode(db, { userId: user.id, purpose: PURPOSE, code: form.otp }, now);
      if (verified.phone !== form.phone) throw new AppError('invalid_sms_code');
      const signed = await db.transaction().execute(async (trx) => {
        await lockActiveMandate(trx, user.id);
        await revokeActiveMandate(trx, user.id, now);
        const reference = newMandateReference(user.id);
        return insertMandate(trx, {
          user_id: user.id,
          site_id: site.id,
          reference,
          status: 'active',
          account_holder: form.account_holder,
          iban: form.iban,
          street: form.street,
          house_number: form.house_number,
          zip: form.zip,
          city: form.city,
          phone: form.phone,
          country,
          creditor_name: creditor.name,
          creditor_id: creditor.creditor_id,
          creditor_address: creditor.address,
          language,
          text: renderSignedMandate(language, {
            creditorName: creditor.name,
            reference,
            creditorId: creditor.creditor_id,
          }),
          signed_at: now,
          revoked_at: null,
        });
      });
      return toMandate(signed);
    },

    /** DELETE /api/direct-debit-mandate.php: revokes the active mandate; 404 not_found when none. */
    async revoke(user: CurrentUser, now = new Date()): Promise<Mandate> {
      const revoked = await db.transaction().execute(async (trx) => {
        await lockActiveMandate(trx, user.id);
        return revokeActiveMandate(trx, user.id, now);
      });
      if (!revoked) throw new AppError('not_found');
      return toMandate(revoked);
    },
  };
}

export type DirectDebitService = ReturnType<typeof createDirectDebitService>;
