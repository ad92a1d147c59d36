// The theme configurator (spec section 2): a drawer titled "Theme" with the primary palettes
// (including noir and a custom colour), the surface palettes and the menu mode. Every choice is
// applied and saved at once.
import { Box, CloseButton, Drawer, Field, HStack, Input, Portal, RadioCard, Stack, Switch } from '@chakra-ui/react';
import { PanelLeft, PanelLeftDashed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_CUSTOM_COLOR,
  MENU_MODES,
  PRIMARY_NAMES,
  SURFACE_NAMES,
  isPrimaryName,
  primaryShades,
  setCustomColor,
  setDarkTheme,
  setMenuMode,
  setPrimary,
  setSurface,
  surfacePalettes,
  useLayoutConfig,
  type SurfaceName,
} from '@/theme';
import { coverInputStyle } from '@/ui/cover-input';
import { SwatchGroup, type Swatch } from './SwatchGroup';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Noir is black in light mode and white in dark mode: show both halves. */
const noir = (surface: SurfaceName) => `linear-gradient(135deg, ${surfacePalettes[surface][900]} 50%, ${surfacePalettes[surface][50]} 50%)`;
const RAINBOW = 'conic-gradient(from 90deg, #f43f5e, #f59e0b, #84cc16, #10b981, #06b6d4, #6366f1, #d946ef, #f43f5e)';

export function ThemeConfigurator({ open, onOpenChange }: Props) {
  const { t } = useTranslation('shell');
  const config = useLayoutConfig();
  const customColor = config.customColor ?? DEFAULT_CUSTOM_COLOR;

  const primarySwatches: Swatch[] = PRIMARY_NAMES.map((name) => ({
    value: name,
    label: t(`theme.primaryNames.${name}`),
    colour: name === 'custom' ? RAINBOW : name === 'noir' ? noir(config.surface) : primaryShades({ primary: name, surface: config.surface, customColor })[500],
  }));
  const surfaceSwatches: Swatch[] = SURFACE_NAMES.map((name) => ({
    value: name,
    label: t(`theme.surfaceNames.${name}`),
    colour: `linear-gradient(135deg, ${surfacePalettes[name][200]} 50%, ${surfacePalettes[name][700]} 50%)`,
  }));

  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>{t('theme.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="6">
              <Stack gap="7">
                <SwatchGroup
                  label={t('theme.primary')}
                  value={config.primary}
                  swatches={primarySwatches}
                  onChange={(value) => isPrimaryName(value) && setPrimary(value)}
                />
                {config.primary === 'custom' && (
                  <Field.Root>
                    <Field.Label>{t('theme.customColour')}</Field.Label>
                    <HStack gap="3">
                      <Input
                        type="color"
                        value={customColor}
                        onChange={(event) => setCustomColor(event.target.value)}
                        w="16"
                        h="10"
                        p="1"
                        cursor="pointer"
                      />
                      <Box as="span" fontFamily="mono" fontSize="sm" color="fg.muted">
                        {customColor}
                      </Box>
                    </HStack>
                  </Field.Root>
                )}
                <SwatchGroup
                  label={t('theme.surface')}
                  value={config.surface}
                  swatches={surfaceSwatches}
                  named
                  onChange={(value) => setSurface(value as SurfaceName)}
                />
                <RadioCard.Root
                  value={config.menuMode}
                  onValueChange={(details) => setMenuMode(details.value === 'overlay' ? 'overlay' : 'static')}
                  size="sm"
                  variant="subtle"
                >
                  <RadioCard.Label fontWeight="semibold" fontSize="sm" color="fg">
                    {t('theme.menuMode')}
                  </RadioCard.Label>
                  <HStack gap="2" align="stretch">
                    {MENU_MODES.map((mode) => (
                      <RadioCard.Item key={mode} value={mode} flex="1">
                        <RadioCard.ItemControl minH="10" alignItems="center">
                          {mode === 'static' ? <PanelLeft size={18} aria-hidden="true" /> : <PanelLeftDashed size={18} aria-hidden="true" />}
                          <RadioCard.ItemText>{t(`theme.${mode}`)}</RadioCard.ItemText>
                          <Box as="span" position="relative" display="inline-flex">
                            <RadioCard.ItemHiddenInput style={coverInputStyle} />
                            <RadioCard.ItemIndicator />
                          </Box>
                        </RadioCard.ItemControl>
                      </RadioCard.Item>
                    ))}
                  </HStack>
                </RadioCard.Root>
                <Switch.Root checked={config.darkTheme} onCheckedChange={(details) => setDarkTheme(details.checked)}>
                  <Box as="span" position="relative" display="inline-flex">
                    <Switch.HiddenInput style={coverInputStyle} />
                    <Switch.Control />
                  </Box>
                  <Switch.Label>{t('theme.darkMode')}</Switch.Label>
                </Switch.Root>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="md" colorPalette="gray" aria-label={t('theme.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
