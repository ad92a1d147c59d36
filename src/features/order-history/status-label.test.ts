import { describe, expect, it } from 'vitest';
import { orderStatuses } from '@/contract';
import { orderHistoryEn } from './i18n.en';
import { historyStatusKey, statusTone } from './status-label';

const label = (status: Parameters<typeof historyStatusKey>[0]) => orderHistoryEn.statusLabel[historyStatusKey(status)];

describe('historyStatusKey', () => {
  it('shows a customer cancellation (refused_by_user) as Cancelled', () => {
    expect(label('refused_by_user')).toBe('Cancelled');
  });

  it('shows the chef refusing as Refused and a completed order as Completed', () => {
    expect(label('refused_by_chef')).toBe('Refused');
    expect(label('completed')).toBe('Completed');
  });

  it('gives every still-active status one neutral label', () => {
    for (const status of ['pending', 'accepted', 'delivery_change_requested', 'ready_for_pickup', 'ready_for_delivery'] as const) {
      expect(historyStatusKey(status)).toBe('active');
    }
  });

  it('has a label and a tone for every status the contract knows', () => {
    for (const status of orderStatuses) {
      const key = historyStatusKey(status);
      expect(orderHistoryEn.statusLabel[key]).toBeTruthy();
      expect(statusTone[key]).toBeTruthy();
    }
  });
});
