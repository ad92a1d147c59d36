import { describe, expect, it } from 'vitest';
import { formatBytes } from '@/lib/format/bytes';
import { waitingBytes } from './waiting-size';

describe('waitingBytes', () => {
  it('adds up the photos and logos waiting in the outbox, nothing else', () => {
    const photo = new Blob([new Uint8Array(2_400_000)]);
    const logo = new Blob([new Uint8Array(100_000)]);
    expect(
      waitingBytes([
        { kind: 'setKitchenOpen', isOpen: true },
        { kind: 'updateKitchen', kitchen: {} as never, logo, logoName: 'logo.webp' },
        { kind: 'updateFood', foodKey: 'id:1', foodRef: 'a', food: {} as never, image: photo, imageName: 'a.webp' },
        { kind: 'updateFood', foodKey: 'id:1', foodRef: 'a', food: {} as never, image: null, imageName: null },
      ]),
    ).toBe(2_500_000);
    expect(waitingBytes([])).toBe(0);
  });
});

describe('formatBytes', () => {
  it('says megabytes with one decimal, files under a megabyte in kB', () => {
    expect(formatBytes(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatBytes(350 * 1024)).toBe('350 kB');
    expect(formatBytes(50 * 1024)).toBe('50 kB');
    expect(formatBytes(10)).toBe('1 kB');
  });
});
