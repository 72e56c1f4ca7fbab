import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/http/app-error';
import { changeCredits, readBalance } from '../src/modules/credits/credit.service';
import { closeTestApp, expectConsistentBooks, insertMember, ledgerOf } from './support/ledger-helpers';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('changeCredits on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await closeTestApp(test);
  });

  it('grants and spends, appending a ledger row with the balance after each change', async () => {
    const userId = await insertMember(test.db);
    expect(await readBalance(test.db, userId)).toBe(0);
    const grant = await changeCredits(test.db, { userId, delta: 50, reason: 'purchase', reference: 'order-1' });
    expect(grant).toMatchObject({ applied: true, balance: 50 });
    const spend = await changeCredits(test.db, { userId, delta: -7, reason: 'message', reference: 'msg-1' });
    expect(spend).toMatchObject({ applied: true, balance: 43 });
    expect(await readBalance(test.db, userId)).toBe(43);
    expect(await ledgerOf(test.db, userId)).toEqual([
      { id: grant.ledgerId, delta: 50, balance_after: 50, reason: 'purchase', reference: 'order-1' },
      { id: spend.ledgerId, delta: -7, balance_after: 43, reason: 'message', reference: 'msg-1' },
    ]);
  });

  it('refuses to spend more than the balance with insufficient_credits, changing nothing', async () => {
    const userId = await insertMember(test.db);
    await changeCredits(test.db, { userId, delta: 5, reason: 'bonus', reference: null });
    const refused = changeCredits(test.db, { userId, delta: -6, reason: 'message', reference: 'msg-big' });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      code: 'insufficient_credits',
      statusCode: 402,
      extra: { balance: 5 },
    });
    expect(await readBalance(test.db, userId)).toBe(5);
    expect(await ledgerOf(test.db, userId)).toHaveLength(1);
    // Spending exactly the balance is allowed, to zero.
    expect(await changeCredits(test.db, { userId, delta: -5, reason: 'message', reference: 'msg-all' })).toMatchObject({
      applied: true,
      balance: 0,
    });
  });

  it('leaves no balance row behind when a member without one is refused', async () => {
    const userId = await insertMember(test.db);
    await expect(
      changeCredits(test.db, { userId, delta: -1, reason: 'message', reference: null }),
    ).rejects.toMatchObject({ code: 'insufficient_credits', extra: { balance: 0 } });
    const row = await test.db.selectFrom('credit_balances').select('balance').where('user_id', '=', userId).execute();
    expect(row).toEqual([]);
  });

  it('applies the same reference once: the repeat answers applied false and changes nothing', async () => {
    const userId = await insertMember(test.db);
    await changeCredits(test.db, { userId, delta: 20, reason: 'purchase', reference: 'order-2' });
    const first = await changeCredits(test.db, { userId, delta: -3, reason: 'message', reference: 'key-1' });
    const repeat = await changeCredits(test.db, { userId, delta: -3, reason: 'message', reference: 'key-1' });
    expect(first).toMatchObject({ applied: true, balance: 17 });
    expect(repeat).toEqual({ applied: false, balance: 17, ledgerId: first.ledgerId });
    // Even when the repeat could no longer be afforded, it is the earlier change, not a refusal.
    await changeCredits(test.db, { userId, delta: -17, reason: 'message', reference: 'key-2' });
    expect(await changeCredits(test.db, { userId, delta: -3, reason: 'message', reference: 'key-1' })).toMatchObject({
      applied: false,
      balance: 0,
    });
    // The same user's references are per reason: a refund of an order is not its purchase.
    expect(await changeCredits(test.db, { userId, delta: 4, reason: 'refund', reference: 'order-2' })).toMatchObject({
      applied: true,
      balance: 4,
    });
    expect(await ledgerOf(test.db, userId)).toHaveLength(4);
    await expectConsistentBooks(test.db, userId);
  });

  it('keeps references per member: the same reference charges two members once each', async () => {
    const [alice, bob] = [await insertMember(test.db), await insertMember(test.db)];
    for (const userId of [alice, bob]) {
      await changeCredits(test.db, { userId, delta: 10, reason: 'bonus', reference: null });
      const spend = await changeCredits(test.db, { userId, delta: -2, reason: 'message', reference: 'shared-key' });
      expect(spend).toMatchObject({ applied: true, balance: 8 });
    }
  });

  it('rejects a change of 0 or a fraction without touching the books', async () => {
    const userId = await insertMember(test.db);
    for (const delta of [0, 1.5, Number.NaN]) {
      await expect(changeCredits(test.db, { userId, delta, reason: 'bonus', reference: `d-${delta}` })).rejects.toThrow(
        'non-zero integer',
      );
    }
    expect(await ledgerOf(test.db, userId)).toEqual([]);
  });

  it('rolls back with the caller transaction it joined', async () => {
    const userId = await insertMember(test.db);
    await changeCredits(test.db, { userId, delta: 10, reason: 'bonus', reference: null });
    await expect(
      test.db.transaction().execute(async (trx) => {
        await changeCredits(trx, { userId, delta: -4, reason: 'message', reference: 'msg-rolled-back' });
        throw new Error('storing the message failed');
      }),
    ).rejects.toThrow('storing the message failed');
    expect(await readBalance(test.db, userId)).toBe(10);
    expect(await ledgerOf(test.db, userId)).toHaveLength(1);
  });

  it('keeps the ledger sum equal to the balance over many changes', async () => {
    const userId = await insertMember(test.db);
    const deltas = [100, -30, -30, 15, -55, 7, -7, 1];
    for (const [index, delta] of deltas.entries()) {
      await changeCredits(test.db, { userId, delta, reason: delta > 0 ? 'bonus' : 'message', reference: `r${index}` });
    }
    expect(await expectConsistentBooks(test.db, userId)).toBe(deltas.reduce((sum, delta) => sum + delta, 0));
  });
});
