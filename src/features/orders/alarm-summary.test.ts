// The new-order bar lists up to three items; beyond that, two and "+N more" (never "+1 more" in
// place of the one line it would hide).
import { describe, expect, it } from 'vitest';
import { summarizeItems } from './alarm-summary';

const item = (name: string, quantity = 1) => ({ name, quantity });

describe('summarizeItems', () => {
  it('lists every item of a small order', () => {
    expect(summarizeItems([item('Cepelinai', 2), item('Kibinai')])).toEqual({ shown: [item('Cepelinai', 2), item('Kibinai')], more: 0 });
    expect(summarizeItems([item('A'), item('B'), item('C')])).toEqual({ shown: [item('A'), item('B'), item('C')], more: 0 });
  });

  it('shows two and how many more beyond three', () => {
    expect(summarizeItems([item('A'), item('B'), item('C'), item('D')])).toEqual({ shown: [item('A'), item('B')], more: 2 });
    expect(summarizeItems(['A', 'B', 'C', 'D', 'E', 'F'].map((name) => item(name)))).toEqual({ shown: [item('A'), item('B')], more: 4 });
  });

  it('says nothing of an order without items', () => {
    expect(summarizeItems([])).toEqual({ shown: [], more: 0 });
  });
});
