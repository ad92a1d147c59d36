import { describe, expect, it } from 'vitest';
import { actionPath } from './action-path';

const origin = 'https://chef.example';

describe('actionPath', () => {
  it('keeps internal paths', () => {
    expect(actionPath('/orders/active', origin)).toBe('/orders/active');
    expect(actionPath('/orders/12?tab=items', origin)).toBe('/orders/12?tab=items');
  });

  it('reduces a same-origin URL to its path', () => {
    expect(actionPath('https://chef.example/tickets/3#reply', origin)).toBe('/tickets/3#reply');
  });

  it('ignores other origins, protocol-relative URLs and nothing', () => {
    expect(actionPath('https://evil.example/orders', origin)).toBeNull();
    expect(actionPath('//evil.example/orders', origin)).toBeNull();
    expect(actionPath('javascript:alert(1)', origin)).toBeNull();
    expect(actionPath('orders/active', origin)).toBeNull();
    expect(actionPath('', origin)).toBeNull();
    expect(actionPath(null, origin)).toBeNull();
  });
});
