// Toasts asked for before the toast list (and its store) has loaded wait, and show in order once
// it has; the app is told that one was asked for, so it loads the list (src/ui/toaster.tsx).
import { createToaster } from '@chakra-ui/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ToasterModule from './toaster';

let toaster: typeof ToasterModule;

beforeEach(async () => {
  vi.resetModules();
  toaster = await import('./toaster');
});

const store = () => createToaster({ placement: 'top-end', max: 5 });
const titles = (created: ReturnType<typeof store>) => created.getVisibleToasts().map((toast) => toast.title);

describe('toasts before the toast list', () => {
  it('wait, tell the app, and show in order when the store is handed over', () => {
    const asked = vi.fn();
    toaster.onToastAsked(asked);
    expect(toaster.toastAsked()).toBe(false);
    toaster.showToast({ type: 'error', title: 'Error', description: 'Wrong password' });
    toaster.showToast({ type: 'info', title: 'Push is on' });
    expect(asked).toHaveBeenCalledTimes(2);
    expect(toaster.toastAsked()).toBe(true);

    const created = store();
    toaster.handOverToastStore(created);
    // As if they had been created in the store in that order.
    const direct = store();
    direct.create({ type: 'error', title: 'Error', description: 'Wrong password' });
    direct.create({ type: 'info', title: 'Push is on' });
    const shown = (from: ReturnType<typeof store>) => from.getVisibleToasts().map((toast) => [toast.type, toast.title, toast.description]);
    expect(shown(created)).toEqual(shown(direct));
    expect(shown(created)).toHaveLength(2);
  });

  it('go straight to the store once it is there', () => {
    const created = store();
    toaster.handOverToastStore(created);
    const asked = vi.fn();
    toaster.onToastAsked(asked);
    toaster.notify.success('Saved');
    toaster.notify.error('Wrong password');
    expect(titles(created)).toContain('Saved');
    // The spec's error toast: 5 s, closable (section 8).
    expect(created.getVisibleToasts().find((toast) => toast.description === 'Wrong password')).toMatchObject({ type: 'error', duration: 5000, closable: true });
    expect(asked).not.toHaveBeenCalled();
  });
});
