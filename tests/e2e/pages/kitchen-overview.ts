// The kitchen overview (/kitchen): the status card (data-state open|closed|paused, its one-sentence
// status line, the "Kitchen open" switch with its confirmation dialog and "waiting to send" line,
// the pause choices, the paused panel with its countdown, the heartbeat pause notice), the
// kitchen's card and the figures. Plus what the server stores (GET /api/chef/kitchen, analytics).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export class KitchenOverviewPage {
  readonly heading: Locator;
  readonly status: Locator;
  readonly statusLine: Locator;
  readonly openSwitch: Locator;
  readonly switchWaiting: Locator;
  readonly dialog: Locator;
  readonly card: Locator;
  readonly figures: Locator;
  readonly paused: Locator;
  readonly countdown: Locator;
  readonly resumeNow: Locator;
  readonly offlinePause: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', {
      level: 1,
      name: 'Kitchen',
      exact: true,
    });
    this.status = page.getByTestId('kitchen-status');
    this.statusLine = page.getByTestId('kitchen-status-line');
    this.openSwitch = page.getByRole('checkbox', {
      name: 'Kitchen open',
      exact: true,
    });
    this.switchWaiting = page.getByTestId('kitchen-switch-waiting');
    this.dialog = page.getByRole('alertdialog');
    this.card = page.getByTestId('kitchen-card');
    this.figures = page.getByTestId('kitchen-figures');
    this.paused = page.getByTestId('kitchen-paused');
    this.countdown = page.getByTestId('pause-countdown');
    this.resumeNow = page.getByRole('button', {
      name: 'Resume now',
      exact: true,
    });
    this.offlinePause = page.getByTestId('kitchen-offline-pause');
  }

  async goto(): Promise<void> {
    await this.page.goto('/kitchen');
    await expect(this.heading).toBeVisible();
    await expect(this.card).toBeVisible({ timeout: 15_000 });
  }

  figure(key: 'totalOrders' | 'completed' | 'totalAmount' | 'rating'): Locator {
    return this.page.getByTestId(`figure-${key}`);
  }

  pauseFor(label: '15 min' | '30 min' | '1 hour'): Locator {
    return this.page.getByRole('button', {
      name: `Pause for ${label}`,
      exact: true,
    });
  }
}

export type ServerKitchen = {
  id: number;
  name: string;
  opening_time: string | null;
  closing_time: string | null;
  preparation_time: number | null;
  is_open: boolean;
  pause: {
    reason: 'chef' | 'offline' | 'missed_orders';
    since: string;
    until: string | null;
    missed_orders?: number;
  } | null;
  updated_at: string;
};
export type ServerAnalytics = {
  total_orders: number;
  total_completed: number;
  total_amount: number;
  rating: number | null;
  daily: { day: string; orders: number; revenue: number }[];
};

const headers = (token: string) => ({
  Accept: 'application/json',
  Language: 'en',
  Authorization: `Bearer ${token}`,
});

/** GET /api/chef/kitchen with the chef's token: the kitchen as the server stores it. */
export async function serverKitchen(request: APIRequestContext, token: string): Promise<ServerKitchen> {
  const response = await request.get('/api/chef/kitchen', {
    headers: headers(token),
  });
  expect(response.status(), 'GET /api/chef/kitchen').toBe(200);
  return ((await response.json()) as { result: ServerKitchen }).result;
}

export async function serverAnalytics(request: APIRequestContext, token: string): Promise<ServerAnalytics> {
  const response = await request.get('/api/chef/kitchen/analytics', {
    headers: headers(token),
  });
  expect(response.status(), 'GET /api/chef/kitchen/analytics').toBe(200);
  return ((await response.json()) as { result: ServerAnalytics }).result;
}

/** POST /api/chef/kitchen/toggle as the chef would (arranging a test). */
export async function setServerKitchenOpen(request: APIRequestContext, token: string, isOpen: boolean): Promise<ServerKitchen> {
  const response = await request.post('/api/chef/kitchen/toggle', {
    headers: headers(token),
    data: { is_open: isOpen },
  });
  expect(response.status(), `toggle: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { result: ServerKitchen }).result;
}

/** POST /api/chef/kitchen/pause (arranging a test). */
export async function pauseServerKitchen(request: APIRequestContext, token: string, pauseFor: '15_min' | '30_min' | '1_hour' | 'until_opening'): Promise<ServerKitchen> {
  const response = await request.post('/api/chef/kitchen/pause', {
    headers: headers(token),
    data: { pause_for: pauseFor },
  });
  expect(response.status(), `pause: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { result: ServerKitchen }).result;
}

/** POST /api/chef/kitchen (multipart, no logo): a filled-in kitchen, open all day (00:00-00:00)
 * by default so the orders a test places are taken at any hour; a test that shows hours gives its
 * own (18:00-02:00: past midnight). */
export async function fillServerKitchen(request: APIRequestContext, token: string, name: string, hours = { opening: '00:00', closing: '00:00' }): Promise<ServerKitchen> {
  const response = await request.post('/api/chef/kitchen', {
    headers: headers(token),
    multipart: {
      name,
      phone: '+37060000001',
      description: 'Late-night kibinai and cold beet soup from a home kitchen in Užupis.',
      city_id: '1',
      postal_code: 'LT-01203',
      main_street: 'Užupio g. 2',
      building_details: 'Door code 1234',
      opening_time: hours.opening,
      closing_time: hours.closing,
      preparation_time: '25',
      delivery_option: 'both',
      delivery_cost: '2.50',
      latitude: '54.6811',
      longitude: '25.2961',
    },
  });
  expect(response.status(), `edit kitchen: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { result: ServerKitchen }).result;
}

/** POST /admin/kitchen-heartbeat for one chef: minutes without a live connection before the
 * server pauses that chef's open kitchen (0: off); other kitchens keep the server's setting. */
export async function setKitchenHeartbeat(request: APIRequestContext, adminToken: string, email: string, minutes: number): Promise<void> {
  const response = await request.post('/admin/kitchen-heartbeat', {
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${adminToken}`,
    },
    data: { minutes, email },
  });
  expect(response.status(), `kitchen-heartbeat: ${await response.text()}`).toBe(200);
}
