// When a tab reloads into a new version: on every change of controller but the first install's.
import { describe, expect, it } from 'vitest';
import { reloadWhenAnotherTabUpdates } from './service-worker';

function fakeContainer(controlled: boolean) {
  const listeners: Array<() => void> = [];
  return {
    controller: controlled ? ({} as ServiceWorker) : null,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'controllerchange') listeners.push(listener);
    },
    takeControl: () => listeners.forEach((listener) => listener()),
  };
}

describe('reloading when another tab updates', () => {
  it('a controlled tab reloads when a new worker takes control', () => {
    const container = fakeContainer(true);
    let reloads = 0;
    reloadWhenAnotherTabUpdates(container as unknown as ServiceWorkerContainer, () => reloads++);
    container.takeControl();
    expect(reloads).toBe(1);
  });

  it("a tab opened before the worker existed skips the first install's control, and reloads on the update after it", () => {
    const container = fakeContainer(false);
    let reloads = 0;
    reloadWhenAnotherTabUpdates(container as unknown as ServiceWorkerContainer, () => reloads++);
    container.takeControl(); // the first install claims the page: not an update
    expect(reloads).toBe(0);
    container.takeControl(); // another tab accepted an update
    expect(reloads).toBe(1);
  });
});
