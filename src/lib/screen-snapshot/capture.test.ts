import { describe, expect, it } from 'vitest';
import { outOfSight, pictureDepth } from './capture';

describe('pictureDepth', () => {
  it('is the longer side of a phone held upright or turned', () => {
    expect(pictureDepth({ innerWidth: 390, innerHeight: 844, screen: { width: 390, height: 844 } })).toBe(844);
    expect(pictureDepth({ innerWidth: 844, innerHeight: 390, screen: { width: 390, height: 844 } })).toBe(844);
  });

  it("is the screen's longer side when the window is smaller (it could be made larger, or turned)", () => {
    expect(pictureDepth({ innerWidth: 1000, innerHeight: 600, screen: { width: 1920, height: 1080 } })).toBe(1920);
  });

  it('is the window without a screen to ask', () => {
    expect(pictureDepth({ innerWidth: 1280, innerHeight: 800 })).toBe(1280);
  });
});

describe('outOfSight', () => {
  it('leaves out the entries that start at or below the depth', () => {
    expect(outOfSight([50, 300, 799, 800, 1300], 800)).toEqual([3, 4]);
  });

  it('keeps every entry of a list within a screen', () => {
    expect(outOfSight([0, 200, 400], 844)).toEqual([]);
  });
});
