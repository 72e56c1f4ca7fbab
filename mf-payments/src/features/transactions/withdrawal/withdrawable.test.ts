import { describe, expect, it } from 'vitest';
import { testOrder } from '../../../test-support/payments-fixtures';
import { withdrawableOrders } from './withdrawable';

const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const completed = (id: number, at: string) => testOrder(id, { state: 'completed', completed_at: at });

describe('the purchases a member may still withdraw from', () => {
  it('are the completed ones within withdrawalDays(refund_days) of their completion', () => {
    const orders = [
      completed(3, '2026-11-17T12:00:01.000Z'),
      completed(2, '2026-11-17T12:00:00.000Z'),
      testOrder(1, { state: 'refunded', completed_at: '2026-11-30T12:00:00.000Z' }),
    ];
    expect(withdrawableOrders(orders, 14, NOW)).toEqual([{ order: orders[0], deadline: '2026-12-01T12:00:01.000Z' }]);
  });

  it('never give less than the 14 days of EU law, and more when the site gives more', () => {
    const recent = completed(6, '2026-11-21T12:00:00.000Z');
    expect(withdrawableOrders([recent], 7, NOW)).toEqual([{ order: recent, deadline: '2026-12-05T12:00:00.000Z' }]);
    const order = completed(5, '2026-11-10T12:00:00.000Z');
    expect(withdrawableOrders([order], 7, NOW)).toEqual([]);
    expect(withdrawableOrders([order], 30, NOW)).toEqual([{ order, deadline: '2026-12-10T12:00:00.000Z' }]);
  });
});
