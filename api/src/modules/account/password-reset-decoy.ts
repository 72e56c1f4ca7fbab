import { DEFAULT_LANGUAGE } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { recordMail, renderMail } from '../mail';
import { hashSessionToken, newSessionToken } from '../auth';
import { siteById } from '../settings';

/** Thrown inside the decoy's transaction to undo its outbox record. */
class Rehearsal extends Error {}

/**
 * What a reset for an address without a (live) account does instead of its mail, so that the answer
 * takes as long as one that sends a mail (ADR 0030): the same work as `issueAccountToken` and
 * `AccountMails.send` step for step. A row read (the site, where a mail reads its recipient), the two
 * tokens of a reset mail made and hashed (the link and the unsubscribe link), the mail rendered, and
 * its outbox record written in a transaction that is then rolled back: as many round trips to the
 * database as the mail's three writes, and nothing is kept or sent.
 */
export async function rehearseResetMail(db: Db, input: { siteId: number; email: string; origin: string }) {
  const site = await siteById(db, input.siteId);
  const link = `${input.origin}/reset-password/do?token=${rehearseToken()}`;
  const unsubscribeUrl = `${input.origin}/api/unsubscribe.php?token=${rehearseToken()}`;
  const language = site.domain_language ?? DEFAULT_LANGUAGE;
  const rendered = renderMail({
    kind: 'password_reset',
    language,
    values: { name: '', site: site.name },
    link,
    unsubscribeUrl,
    company: '',
  });
  await db
    .transaction()
    .execute(async (trx) => {
      await recordMail(trx, {
        siteId: site.id,
        userId: null,
        from: site.mail_name,
        to: input.email,
        kind: 'password_reset',
        language,
        ...rendered,
        headers: {},
      });
      throw new Rehearsal();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rehearsal)) throw error;
    });
}

/** A token made and hashed as issueAccountToken does; the hash is stored nowhere. */
function rehearseToken(): string {
  const token = newSessionToken();
  hashSessionToken(token);
  return token;
}
