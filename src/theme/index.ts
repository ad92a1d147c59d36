// The theme: Chakra system, palettes and the chef's persisted layout config.
export { ThemeProvider } from './ThemeProvider';
export { system } from './system';
export * from './layout-config';
export { PRIMARY_NAMES, SURFACE_NAMES, isPrimaryName, tailwindPalettes, surfacePalettes, type PrimaryName, type SurfaceName } from './palettes';
export { primaryShades, solidColours } from './theme-variables';
