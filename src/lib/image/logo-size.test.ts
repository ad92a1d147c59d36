import { describe, expect, it } from 'vitest';
import { logoFileName, logoSize } from './logo-size';

describe('logoSize', () => {
  it('brings the long side to 512 px and keeps the proportions', () => {
    expect(logoSize({ width: 2000, height: 1500 })).toEqual({
      width: 512,
      height: 384,
    });
    expect(logoSize({ width: 1500, height: 2000 })).toEqual({
      width: 384,
      height: 512,
    });
    expect(logoSize({ width: 4000, height: 4000 })).toEqual({
      width: 512,
      height: 512,
    });
  });

  it('never enlarges a small logo', () => {
    expect(logoSize({ width: 300, height: 200 })).toEqual({
      width: 300,
      height: 200,
    });
  });

  it('keeps a very thin image at least 1 px', () => {
    expect(logoSize({ width: 5000, height: 2 })).toEqual({
      width: 512,
      height: 1,
    });
  });
});

describe('logoFileName', () => {
  it('names the file after the original with the new extension', () => {
    expect(logoFileName('Photo 12.PNG', 'image/webp')).toBe('Photo 12.webp');
    expect(logoFileName('logo.final.jpeg', 'image/jpeg')).toBe('logo.final.jpg');
    expect(logoFileName('', 'image/webp')).toBe('logo.webp');
  });
});
