// The kitchen's map location: typed latitude and longitude, or "Use my current location" (the
// device's Geolocation, with a plain reason when it is denied, unavailable or too slow), and a link
// that opens the coordinates in a map once both are valid.
import { Alert, Button, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import { ExternalLink, LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/ui/form';
import { currentPosition, LocationError, mapLink, rounded, typedCoordinates, type Coordinates, type LocationProblem } from './location';

type LocationFieldsProps = {
  latitude: {
    registration: UseFormRegisterReturn;
    error?: string | undefined;
    value: string;
  };
  longitude: {
    registration: UseFormRegisterReturn;
    error?: string | undefined;
    value: string;
  };
  onLocated: (latitude: string, longitude: string) => void;
};

type Finding = { state: 'idle' } | { state: 'finding' } | { state: 'found'; accuracy: number } | { state: 'problem'; problem: LocationProblem };

export function LocationFields({ latitude, longitude, onLocated }: LocationFieldsProps) {
  const { t } = useTranslation('kitchenEdit');
  const [finding, setFinding] = useState<Finding>({ state: 'idle' });
  const coordinates: Coordinates | null = typedCoordinates(latitude.value, longitude.value);

  const locate = async () => {
    setFinding({ state: 'finding' });
    try {
      const found = await currentPosition();
      onLocated(rounded(found.latitude), rounded(found.longitude));
      setFinding({ state: 'found', accuracy: found.accuracy });
    } catch (error) {
      setFinding({
        state: 'problem',
        problem: error instanceof LocationError ? error.problem : 'unavailable',
      });
    }
  };

  return (
    <Stack gap="4">
      <Stack gap="2">
        <Button
          type="button"
          variant="outline"
          size="lg"
          alignSelf={{ base: 'stretch', sm: 'start' }}
          onClick={() => void locate()}
          loading={finding.state === 'finding'}
          loadingText={t('locating')}
        >
          <LocateFixed size={18} aria-hidden="true" />
          {t('useLocation')}
        </Button>
        <div role="status" aria-live="polite">
          {finding.state === 'found' && (
            <Alert.Root status="success" size="sm">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">
                {t('located', {
                  accuracy: `± ${Math.round(finding.accuracy)} m`,
                })}
              </Alert.Title>
            </Alert.Root>
          )}
          {finding.state === 'problem' && (
            <Alert.Root status="warning" size="sm">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">{t(`locationProblem.${finding.problem}`)}</Alert.Title>
            </Alert.Root>
          )}
        </div>
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField
          label={t('latitude')}
          inputMode="decimal"
          autoComplete="off"
          size="lg"
          helperText={t('coordinatesHint')}
          registration={latitude.registration}
          error={latitude.error}
        />
        <TextField label={t('longitude')} inputMode="decimal" autoComplete="off" size="lg" registration={longitude.registration} error={longitude.error} />
      </SimpleGrid>
      {coordinates && (
        <Link
          href={mapLink(coordinates)}
          target="_blank"
          rel="noopener noreferrer"
          alignSelf="start"
          minH="11"
          display="inline-flex"
          alignItems="center"
          gap="1.5"
          colorPalette="primary"
          color="colorPalette.fg"
        >
          {t('openInMaps')}
          <ExternalLink size={16} aria-label={t('openInMapsHint')} />
        </Link>
      )}
    </Stack>
  );
}
