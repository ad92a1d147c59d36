// Arranging the Edit kitchen tests: the chef's kitchen as the server has it (GET / POST
// /api/chef/kitchen), its logo file as served, a large photo made in the browser (a canvas, so no
// image library is needed here), the size of an image measured by the browser's decoder, and the
// screen itself as a page object.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

const as = (token: string) => ({
  Accept: 'application/json',
  Language: 'en',
  Authorization: `Bearer ${token}`,
});

export type ServerKitchen = {
  id: number;
  name: string;
  phone: string | null;
  description: string | null;
  logo_url: string | null;
  city_id: number | null;
  postal_code: string | null;
  main_street: string | null;
  building_details: string | null;
  opening_time: string | null;
  closing_time: string | null;
  preparation_time: number | null;
  delivery_option: string;
  delivery_cost: number | null;
  latitude: number | null;
  longitude: number | null;
  updated_at: string;
};

export async function serverKitchen(request: APIRequestContext, token: string): Promise<ServerKitchen> {
  const response = await request.get('/api/chef/kitchen', {
    headers: as(token),
  });
  const text = await response.text();
  expect(response.ok(), `GET /api/chef/kitchen: ${response.status()} ${text}`).toBe(true);
  return (JSON.parse(text) as { result: ServerKitchen }).result;
}

/** A complete kitchen (city 2 is Kaunas in the server's seed), open all day (00:00-00:00) so the
 * orders a test places are taken at any hour. */
export const fullKitchen = {
  name: 'Ona’s dumplings',
  phone: '+37061234567',
  description: 'Cepelinai and kibinai, made to order.',
  city_id: '2',
  postal_code: 'LT-44280',
  main_street: 'Laisvės al. 10',
  building_details: 'Yard entrance, 2nd floor',
  opening_time: '00:00',
  closing_time: '00:00',
  preparation_time: '30',
  delivery_option: 'both',
  delivery_cost: '2.50',
  latitude: '54.8985',
  longitude: '23.9036',
};

/** The chef fills the kitchen in through the API (multipart, as the app sends it). */
export async function fillKitchen(request: APIRequestContext, token: string, fields: Record<string, string> = fullKitchen): Promise<ServerKitchen> {
  const response = await request.post('/api/chef/kitchen', {
    headers: { ...as(token), 'Idempotency-Key': randomUUID() },
    multipart: fields,
  });
  const text = await response.text();
  expect(response.ok(), `POST /api/chef/kitchen: ${response.status()} ${text}`).toBe(true);
  return (JSON.parse(text) as { result: ServerKitchen }).result;
}

/** The logo file as the server serves it. */
export async function servedLogo(request: APIRequestContext, logoUrl: string): Promise<{ type: string; bytes: Buffer }> {
  const response = await request.get(logoUrl);
  expect(response.ok(), `GET ${logoUrl}: ${response.status()}`).toBe(true);
  return {
    type: response.headers()['content-type'] ?? '',
    bytes: await response.body(),
  };
}

/** A noisy photo of `width` x `height` as JPEG, drawn in the page (gradients and grain, so it does
 * not compress to nothing): about 1-2 MB at 2000 x 1500. */
export async function photo(page: Page, width = 2000, height = 1500): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#f59e0b');
      gradient.addColorStop(1, '#0f766e');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      const pixels = context.getImageData(0, 0, w, h);
      let seed = 7;
      for (let i = 0; i < pixels.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const grain = (seed % 48) - 24;
        pixels.data[i] = Math.min(255, Math.max(0, (pixels.data[i] ?? 0) + grain));
        pixels.data[i + 1] = Math.min(255, Math.max(0, (pixels.data[i + 1] ?? 0) + grain));
      }
      context.putImageData(pixels, 0, 0);
      context.fillStyle = '#ffffff';
      context.font = `bold ${Math.round(h / 5)}px sans-serif`;
      context.fillText('ONA', w / 8, h / 2);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
      if (!blob) throw new Error('no JPEG');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

/** Width and height of an image, as the browser decodes it. */
export async function imageSize(page: Page, bytes: Buffer): Promise<{ width: number; height: number }> {
  return page.evaluate(async (base64) => {
    const binary = atob(base64);
    const data = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([data]));
    return { width: bitmap.width, height: bitmap.height };
  }, bytes.toString('base64'));
}

/** The first bytes say which image it is: WebP (RIFF....WEBP) or JPEG (FF D8 FF). */
export function imageKind(bytes: Buffer): 'webp' | 'jpeg' | null {
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

export class KitchenEditPage {
  readonly heading: Locator;
  readonly name: Locator;
  readonly phone: Locator;
  readonly description: Locator;
  readonly city: Locator;
  readonly postalCode: Locator;
  readonly mainStreet: Locator;
  readonly buildingDetails: Locator;
  readonly openingTime: Locator;
  readonly closingTime: Locator;
  readonly preparationTime: Locator;
  readonly deliveryOption: Locator;
  readonly deliveryCost: Locator;
  readonly latitude: Locator;
  readonly longitude: Locator;
  readonly logoInput: Locator;
  readonly logoResult: Locator;
  readonly useLocation: Locator;
  readonly openInMaps: Locator;
  readonly save: Locator;
  readonly discard: Locator;
  readonly progress: Locator;
  readonly offlineNotice: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', {
      level: 1,
      name: 'Edit kitchen',
    });
    this.name = page.getByLabel('Kitchen name');
    this.phone = page.getByLabel('Phone');
    this.description = page.getByLabel('Description');
    this.city = page.getByLabel('City');
    this.postalCode = page.getByLabel('Postal code');
    this.mainStreet = page.getByLabel('Main street');
    this.buildingDetails = page.getByLabel('Building / unit details');
    this.openingTime = page.getByLabel('Opening time');
    this.closingTime = page.getByLabel('Closing time');
    this.preparationTime = page.getByLabel('Preparation time (minutes)');
    this.deliveryOption = page.getByLabel('Delivery option');
    this.deliveryCost = page.getByLabel('Delivery cost (€)');
    this.latitude = page.getByLabel('Latitude');
    this.longitude = page.getByLabel('Longitude');
    this.logoInput = page.getByTestId('logo-input');
    this.logoResult = page.getByTestId('logo-result');
    this.useLocation = page.getByRole('button', {
      name: 'Use my current location',
    });
    this.openInMaps = page.getByRole('link', { name: /Open in maps/ });
    this.save = page.getByRole('button', { name: 'Save changes' });
    this.discard = page.getByRole('button', { name: 'Discard changes' });
    this.progress = page.getByTestId('save-progress');
    this.offlineNotice = page.getByText(/You are offline\. Keep typing/);
  }

  async goto(): Promise<void> {
    await this.page.goto('/kitchen/edit');
    await expect(this.heading).toBeVisible();
    await expect(this.name).toBeVisible();
  }

  /** Types into a field, replacing what it held, and leaves it (so it counts as touched). */
  async type(field: Locator, value: string): Promise<void> {
    await field.fill(value);
    await field.blur();
  }
}
