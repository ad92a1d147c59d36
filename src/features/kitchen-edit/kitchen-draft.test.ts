import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { kitchenUpdateRequestSchema, type Kitchen } from '@/contract';
import { hasChanges, kitchenDraftOf, kitchenFormValues } from './kitchen-draft';

const kitchen: Kitchen = {
  id: 1,
  name: 'Ona’s kitchen',
  phone: '+37061234567',
  description: null,
  logo_url: '/storage/logos/1.webp',
  city_id: 2,
  city: 'Kaunas',
  postal_code: 'LT-44280',
  main_street: 'Laisvės al. 10',
  building_details: null,
  opening_time: '10:00',
  closing_time: '01:30',
  preparation_time: 30,
  delivery_option: 'both',
  delivery_cost: 2.5,
  latitude: 54.8985,
  longitude: 23.9036,
  is_open: true,
  pause: null,
  busy: null,
  schedule: null,
  closures: [],
  updated_at: '2026-11-23T10:00:00.000Z',
};

describe('the kitchen form values', () => {
  it('start from the stored kitchen, as text the contract accepts again', () => {
    const values = kitchenFormValues(kitchen);
    expect(values).toMatchObject({
      city_id: '2',
      preparation_time: '30',
      delivery_cost: '2.50',
      description: '',
      latitude: '54.8985',
    });
    const parsed = v.safeParse(kitchenUpdateRequestSchema, values);
    expect(parsed.success).toBe(true);
    expect(parsed.output).toMatchObject({
      city_id: 2,
      preparation_time: 30,
      delivery_cost: 2.5,
      latitude: 54.8985,
      closing_time: '01:30',
    });
  });

  it('take what the draft typed over the kitchen, and its logo', () => {
    const blob = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' });
    const draft = kitchenDraftOf(
      {
        values: {
          name: 'Typed',
          preparation_time: '4',
          delivery_option: 'pickup',
        },
        logo: {
          blob,
          name: 'l.webp',
          originalBytes: 2_000_000,
          width: 512,
          height: 384,
        },
      },
      kitchen,
    );
    expect(draft.values).toMatchObject({
      name: 'Typed',
      preparation_time: '4',
      delivery_option: 'pickup',
      phone: '+37061234567',
    });
    expect(draft.logo).toEqual({
      blob,
      name: 'l.webp',
      originalBytes: 2_000_000,
      width: 512,
      height: 384,
    });
    expect(hasChanges(draft, kitchen)).toBe(true);
  });

  it('ignore what is not a draft: other types, an unknown option, a logo that is not a Blob', () => {
    const draft = kitchenDraftOf(
      {
        values: { name: 12, delivery_option: 'drone', latitude: null },
        logo: {
          blob: 'not a blob',
          name: 'x',
          originalBytes: 1,
          width: 1,
          height: 1,
        },
      },
      kitchen,
    );
    expect(draft).toEqual({ values: kitchenFormValues(kitchen), logo: null });
    expect(hasChanges(draft, kitchen)).toBe(false);
    expect(kitchenDraftOf('garbage', kitchen).values).toEqual(kitchenFormValues(kitchen));
  });

  it('are empty for a kitchen that is not on the device yet', () => {
    expect(kitchenFormValues(null)).toMatchObject({
      name: '',
      city_id: '',
      delivery_option: 'both',
      delivery_cost: '',
    });
  });
});
