// The alarm's service mode: the kitchen screen's "Alarm" card (its check lines with data-state
// ok|problem|neutral, the warning, "Test the alarm", "Sound settings") and the active orders
// screen's "Test the alarm" with its dialog; the test's own <audio> element, read from the page.
import { expect, type Locator, type Page } from '@playwright/test';

export type AudioState = { paused: boolean; currentTime: number; src: string; volume: number; error: string | null };

/**
 * The browser's autoplay rule as a phone nobody has tapped yet applies it. Chromium under Playwright
 * cannot show it: Playwright's own evaluations (every locator check) count as a tap, after which
 * any play is allowed. So it is emulated at the browser's edge until the first real pointer tap:
 * an audible play() rejects with NotAllowedError, a new AudioContext starts "suspended" and
 * navigator.userActivation says no tap yet. The app runs unchanged; after the tap the real element
 * plays (and tests read it playing).
 */
export async function refuseSoundUntilTapped(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let tapped = false;
    window.addEventListener('pointerdown', () => (tapped = true), { capture: true });
    const activation = { get hasBeenActive() { return tapped; }, get isActive() { return tapped; } };
    Object.defineProperty(Navigator.prototype, 'userActivation', { configurable: true, get: () => activation });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!tapped && !this.muted) return Promise.reject(new DOMException("play() failed because the user didn't interact with the document first.", 'NotAllowedError'));
      return play.call(this);
    };
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      override get state(): AudioContextState {
        return tapped ? super.state : 'suspended';
      }
    };
    // How far each sound has really played, by its test id: a ring of 1.5 s may be over before a
    // busy machine reads the element, so a short ring is proven by what it played, not by catching
    // it mid-play. Media events do not bubble; a capturing listener on the window still hears them.
    const played: Record<string, number> = {};
    Object.defineProperty(window, '__soundPlayedSeconds', { value: played });
    window.addEventListener(
      'timeupdate',
      (event) => {
        const audio = event.target;
        if (!(audio instanceof HTMLMediaElement) || audio.paused) return;
        const id = audio.dataset.testid ?? '';
        played[id] = Math.max(played[id] ?? 0, audio.currentTime);
      },
      { capture: true },
    );
  });
}

/** Seconds the element with this test id has played while not paused (refuseSoundUntilTapped). */
export async function soundPlayedSeconds(page: Page, testId: string): Promise<number> {
  return page.evaluate((id) => (window as unknown as { __soundPlayedSeconds?: Record<string, number> }).__soundPlayedSeconds?.[id] ?? 0, testId);
}

/**
 * Notifications blocked, as a chef who once tapped "Block" has them. Headless Chromium keeps
 * reporting "default" whatever DevTools sets, so the browser's answer is emulated at its edge:
 * Notification.permission says "denied" (and asking again answers "denied", as browsers do) until
 * the permission is really granted (context.grantPermissions), which the app then hears through
 * the real Permissions API change event.
 */
export async function blockNotificationsUntilGranted(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const real = Object.getOwnPropertyDescriptor(Notification, 'permission')?.get;
    if (!real) return;
    const shown = () => (real.call(Notification) === 'granted' ? 'granted' : 'denied');
    Object.defineProperty(Notification, 'permission', { configurable: true, get: shown });
    Notification.requestPermission = () => Promise.resolve(shown());
  });
}

export class AlarmCard {
  readonly card: Locator;
  readonly warning: Locator;
  readonly test: Locator;
  readonly stopTest: Locator;
  readonly settings: Locator;
  readonly enableSound: Locator;
  readonly allowNotifications: Locator;
  readonly settingsDialog: Locator;

  constructor(readonly page: Page, scope: Locator = page.getByTestId('kitchen-alarm')) {
    this.card = scope;
    this.warning = page.getByTestId('alarm-warning');
    this.test = scope.getByRole('button', { name: 'Test the alarm', exact: true });
    this.stopTest = scope.getByRole('button', { name: 'Stop the test', exact: true });
    this.settings = scope.getByRole('button', { name: 'Sound settings', exact: true });
    this.enableSound = scope.getByRole('button', { name: 'Tap to enable sound', exact: true });
    this.allowNotifications = scope.getByRole('button', { name: 'Allow notifications', exact: true });
    this.settingsDialog = page.getByRole('dialog', { name: 'Sound settings' });
  }

  check(name: 'notifications' | 'push' | 'sound' | 'awake'): Locator {
    return this.card.getByTestId(`alarm-check-${name}`);
  }

  /** The test's <audio> as the browser has it (paused, position, file, volume). */
  async sound(): Promise<AudioState> {
    return this.page.getByTestId('alarm-test-sound').evaluate((element) => {
      const audio = element as HTMLAudioElement;
      return { paused: audio.paused, currentTime: audio.currentTime, src: audio.currentSrc || audio.src, volume: audio.volume, error: audio.dataset.playError ?? null };
    });
  }

  /** The browser really plays it: not paused, and its position moves on. */
  async expectPlaying(): Promise<void> {
    await expect.poll(async () => (await this.sound()).paused, { message: 'the test sound plays' }).toBe(false);
    const from = (await this.sound()).currentTime;
    await expect.poll(async () => (await this.sound()).currentTime, { message: 'the test sound moves on' }).not.toBe(from);
  }

  /** A short ring really played (it may be over already): its position moved while it played.
   * Needs refuseSoundUntilTapped, which records what each sound played. */
  async expectRang(): Promise<void> {
    await expect.poll(() => soundPlayedSeconds(this.page, 'alarm-test-sound'), { message: 'the short ring played' }).toBeGreaterThan(0);
  }

  async expectSilent(): Promise<void> {
    await expect.poll(async () => (await this.sound()).paused, { message: 'the test sound is stopped' }).toBe(true);
  }
}
