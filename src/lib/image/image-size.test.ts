import { describe, expect, it } from 'vitest';
import { cropAxis, cropBox, fitSize, imageFileName } from './image-size';

describe('fitSize', () => {
  it('brings a food photo to 1600 px on the long side, never enlarging', () => {
    expect(fitSize({ width: 4000, height: 3000 }, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitSize({ width: 800, height: 600 }, 1600)).toEqual({ width: 800, height: 600 });
  });
});

describe('cropBox', () => {
  it('keeps a 4:3 photo whole', () => {
    expect(cropBox({ width: 2000, height: 1500 }, 4 / 3)).toEqual({ x: 0, y: 0, width: 2000, height: 1500 });
  });
  it('crops a wide photo along its width at the chosen position', () => {
    expect(cropBox({ width: 3000, height: 1500 }, 4 / 3, 0)).toEqual({ x: 0, y: 0, width: 2000, height: 1500 });
    expect(cropBox({ width: 3000, height: 1500 }, 4 / 3, 0.5)).toEqual({ x: 500, y: 0, width: 2000, height: 1500 });
    expect(cropBox({ width: 3000, height: 1500 }, 4 / 3, 1)).toEqual({ x: 1000, y: 0, width: 2000, height: 1500 });
  });
  it('crops a tall (portrait) photo along its height', () => {
    expect(cropBox({ width: 1500, height: 2000 }, 4 / 3, 0)).toEqual({ x: 0, y: 0, width: 1500, height: 1125 });
    expect(cropBox({ width: 1500, height: 2000 }, 4 / 3, 1)).toEqual({ x: 0, y: 875, width: 1500, height: 1125 });
    expect(cropAxis({ width: 1500, height: 2000 }, 4 / 3)).toBe('vertical');
    expect(cropAxis({ width: 3000, height: 1500 }, 4 / 3)).toBe('horizontal');
    expect(cropAxis({ width: 400, height: 300 }, 4 / 3)).toBe('none');
  });
});

describe('imageFileName', () => {
  it('uses the fallback when the original has no usable name', () => {
    expect(imageFileName('', 'image/jpeg', 'photo')).toBe('photo.jpg');
    expect(imageFileName('IMG_1.HEIC.png', 'image/webp', 'photo')).toBe('IMG_1.HEIC.webp');
  });
});
