// The chef's layout choices (spec section 2, theme configurator): primary and surface palette,
// menu mode and dark mode, persisted in localStorage under `layout-config`. A tiny external
// store read with useLayoutConfig(); applyLayoutConfig() writes it onto <html> (CSS variables,
// the `app-dark` class, data-primary / data-surface / data-menu-mode) and runs before first paint.
import * as v from 'valibot';
import { useSyncExternalStore } from 'react';
import { readJson, writeJson } from '@/lib/storage';
import { PRIMARY_NAMES, SURFACE_NAMES, type PrimaryName, type SurfaceName } from './palettes';
import { themeVariables } from './theme-variables';

export type MenuMode = 'static' | 'overlay';
export const MENU_MODES: readonly MenuMode[] = ['static', 'overlay'];

export type LayoutConfig = {
  primary: PrimaryName;
  surface: SurfaceName;
  menuMode: MenuMode;
  darkTheme: boolean;
  customColor?: string;
};

export const LAYOUT_CONFIG_KEY = 'layout-config';
export const DEFAULT_CUSTOM_COLOR = '#10b981';
export const defaultLayoutConfig: LayoutConfig = { primary: 'emerald', surface: 'slate', menuMode: 'static', darkTheme: false };

const hexColour = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i));

// Each field falls back on its own, so one unreadable field does not reset the others.
const storedSchema = v.object({
  primary: v.fallback(v.picklist(PRIMARY_NAMES), defaultLayoutConfig.primary),
  surface: v.fallback(v.picklist(SURFACE_NAMES), defaultLayoutConfig.surface),
  menuMode: v.fallback(v.picklist(MENU_MODES), defaultLayoutConfig.menuMode),
  darkTheme: v.fallback(v.boolean(), defaultLayoutConfig.darkTheme),
  customColor: v.fallback(v.optional(hexColour), undefined),
});

/** Whatever was stored (or nothing) -> a usable config. */
export function parseLayoutConfig(stored: unknown): LayoutConfig {
  const parsed = v.safeParse(storedSchema, stored);
  if (!parsed.success) return { ...defaultLayoutConfig };
  const { customColor, ...rest } = parsed.output;
  return customColor ? { ...rest, customColor } : rest;
}

let current: LayoutConfig = parseLayoutConfig(readJson(LAYOUT_CONFIG_KEY));
const listeners = new Set<() => void>();

export function getLayoutConfig(): LayoutConfig {
  return current;
}

export function subscribeLayoutConfig(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLayoutConfig(): LayoutConfig {
  return useSyncExternalStore(subscribeLayoutConfig, getLayoutConfig, getLayoutConfig);
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function updateLayoutConfig(change: Partial<LayoutConfig>): void {
  current = parseLayoutConfig({ ...current, ...change });
  writeJson(LAYOUT_CONFIG_KEY, current);
  applyLayoutConfig(current);
  notify();
}

export const setPrimary = (primary: PrimaryName) => updateLayoutConfig({ primary });
export const setSurface = (surface: SurfaceName) => updateLayoutConfig({ surface });
export const setMenuMode = (menuMode: MenuMode) => updateLayoutConfig({ menuMode });
export const setDarkTheme = (darkTheme: boolean) => updateLayoutConfig({ darkTheme });
export const toggleDarkTheme = () => updateLayoutConfig({ darkTheme: !current.darkTheme });
/** Picking a custom colour also selects the custom palette. */
export const setCustomColor = (customColor: string) => updateLayoutConfig({ primary: 'custom', customColor });

/** The attributes and CSS variables <html> carries for a config. */
export function htmlState(config: LayoutConfig) {
  return {
    dark: config.darkTheme,
    attributes: { 'data-primary': config.primary, 'data-surface': config.surface, 'data-menu-mode': config.menuMode },
    variables: themeVariables({
      primary: config.primary,
      surface: config.surface,
      customColor: config.customColor ?? DEFAULT_CUSTOM_COLOR,
    }),
  };
}

/** Put the config on <html>. Call once before the first render; the setters call it too. */
export function applyLayoutConfig(config: LayoutConfig = current, root: HTMLElement | undefined = globalThis.document?.documentElement): void {
  if (!root) return;
  const state = htmlState(config);
  root.classList.toggle('app-dark', state.dark);
  root.style.colorScheme = state.dark ? 'dark' : 'light';
  for (const [name, value] of Object.entries(state.attributes)) root.setAttribute(name, value);
  for (const [name, value] of Object.entries(state.variables)) root.style.setProperty(name, value);
}

/** Another tab changed the theme: follow it. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== LAYOUT_CONFIG_KEY) return;
    current = parseLayoutConfig(readJson(LAYOUT_CONFIG_KEY));
    applyLayoutConfig(current);
    notify();
  });
}
