// The colour palettes of the theme configurator (spec section 2): primary palettes (Tailwind-like
// hex values, plus `noir` and `custom`, which are derived at run time) and surface palettes.
// Each palette is 11 shades, 50..950; a surface palette also has shade 0 (its white).

export const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
export type Shade = (typeof SHADES)[number];
export type Shades = Record<Shade, string>;
export type SurfaceShades = Shades & { 0: string };

function shades(values: readonly string[]): Shades {
  return Object.fromEntries(SHADES.map((shade, i) => [shade, values[i] ?? '#000000'])) as Shades;
}
function surface(values: readonly string[]): SurfaceShades {
  return { 0: '#ffffff', ...shades(values) };
}

export const tailwindPalettes = {
  emerald: shades(['#ecfdf5', '#d1fae5', '#a7f3d0', '#6ee7b7', '#34d399', '#10b981', '#059669', '#047857', '#065f46', '#064e3b', '#022c22']),
  green: shades(['#f0fdf4', '#dcfce7', '#bbf7d0', '#86efac', '#4ade80', '#22c55e', '#16a34a', '#15803d', '#166534', '#14532d', '#052e16']),
  lime: shades(['#f7fee7', '#ecfccb', '#d9f99d', '#bef264', '#a3e635', '#84cc16', '#65a30d', '#4d7c0f', '#3f6212', '#365314', '#1a2e05']),
  orange: shades(['#fff7ed', '#ffedd5', '#fed7aa', '#fdba74', '#fb923c', '#f97316', '#ea580c', '#c2410c', '#9a3412', '#7c2d12', '#431407']),
  amber: shades(['#fffbeb', '#fef3c7', '#fde68a', '#fcd34d', '#fbbf24', '#f59e0b', '#d97706', '#b45309', '#92400e', '#78350f', '#451a03']),
  yellow: shades(['#fefce8', '#fef9c3', '#fef08a', '#fde047', '#facc15', '#eab308', '#ca8a04', '#a16207', '#854d0e', '#713f12', '#422006']),
  teal: shades(['#f0fdfa', '#ccfbf1', '#99f6e4', '#5eead4', '#2dd4bf', '#14b8a6', '#0d9488', '#0f766e', '#115e59', '#134e4a', '#042f2e']),
  cyan: shades(['#ecfeff', '#cffafe', '#a5f3fc', '#67e8f9', '#22d3ee', '#06b6d4', '#0891b2', '#0e7490', '#155e75', '#164e63', '#083344']),
  sky: shades(['#f0f9ff', '#e0f2fe', '#bae6fd', '#7dd3fc', '#38bdf8', '#0ea5e9', '#0284c7', '#0369a1', '#075985', '#0c4a6e', '#082f49']),
  blue: shades(['#eff6ff', '#dbeafe', '#bfdbfe', '#93c5fd', '#60a5fa', '#3b82f6', '#2563eb', '#1d4ed8', '#1e40af', '#1e3a8a', '#172554']),
  indigo: shades(['#eef2ff', '#e0e7ff', '#c7d2fe', '#a5b4fc', '#818cf8', '#6366f1', '#4f46e5', '#4338ca', '#3730a3', '#312e81', '#1e1b4b']),
  violet: shades(['#f5f3ff', '#ede9fe', '#ddd6fe', '#c4b5fd', '#a78bfa', '#8b5cf6', '#7c3aed', '#6d28d9', '#5b21b6', '#4c1d95', '#2e1065']),
  purple: shades(['#faf5ff', '#f3e8ff', '#e9d5ff', '#d8b4fe', '#c084fc', '#a855f7', '#9333ea', '#7e22ce', '#6b21a8', '#581c87', '#3b0764']),
  fuchsia: shades(['#fdf4ff', '#fae8ff', '#f5d0fe', '#f0abfc', '#e879f9', '#d946ef', '#c026d3', '#a21caf', '#86198f', '#701a75', '#4a044e']),
  pink: shades(['#fdf2f8', '#fce7f3', '#fbcfe8', '#f9a8d4', '#f472b6', '#ec4899', '#db2777', '#be185d', '#9d174d', '#831843', '#500724']),
  rose: shades(['#fff1f2', '#ffe4e6', '#fecdd3', '#fda4af', '#fb7185', '#f43f5e', '#e11d48', '#be123c', '#9f1239', '#881337', '#4c0519']),
} satisfies Record<string, Shades>;

export type TailwindPaletteName = keyof typeof tailwindPalettes;

export const PRIMARY_NAMES = [...(Object.keys(tailwindPalettes) as TailwindPaletteName[]), 'noir', 'custom'] as const;
export type PrimaryName = TailwindPaletteName | 'noir' | 'custom';

export const surfacePalettes = {
  slate: surface(['#f8fafc', '#f1f5f9', '#e2e8f0', '#cbd5e1', '#94a3b8', '#64748b', '#475569', '#334155', '#1e293b', '#0f172a', '#020617']),
  gray: surface(['#f9fafb', '#f3f4f6', '#e5e7eb', '#d1d5db', '#9ca3af', '#6b7280', '#4b5563', '#374151', '#1f2937', '#111827', '#030712']),
  zinc: surface(['#fafafa', '#f4f4f5', '#e4e4e7', '#d4d4d8', '#a1a1aa', '#71717a', '#52525b', '#3f3f46', '#27272a', '#18181b', '#09090b']),
  neutral: surface(['#fafafa', '#f5f5f5', '#e5e5e5', '#d4d4d4', '#a3a3a3', '#737373', '#525252', '#404040', '#262626', '#171717', '#0a0a0a']),
  stone: surface(['#fafaf9', '#f5f5f4', '#e7e5e4', '#d6d3d1', '#a8a29e', '#78716c', '#57534e', '#44403c', '#292524', '#1c1917', '#0c0a09']),
  soho: surface(['#ececec', '#dedfdf', '#c4c4c6', '#adaeb0', '#97979b', '#7f8084', '#6a6b70', '#55565b', '#3f4046', '#2c2c34', '#16161d']),
  viva: surface(['#f3f3f3', '#e7e7e8', '#cfd0d0', '#b7b8b9', '#9fa1a1', '#87898a', '#6e7173', '#565a5b', '#3e4244', '#262b2c', '#0e1315']),
  ocean: surface(['#fbfcfc', '#f7f9f8', '#eff3f2', '#dadedd', '#b1b7b6', '#828787', '#5f7274', '#415b61', '#29444e', '#183240', '#0c1920']),
} satisfies Record<string, SurfaceShades>;

export type SurfaceName = keyof typeof surfacePalettes;
export const SURFACE_NAMES = Object.keys(surfacePalettes) as SurfaceName[];

export function isPrimaryName(value: string): value is PrimaryName {
  return (PRIMARY_NAMES as readonly string[]).includes(value);
}
