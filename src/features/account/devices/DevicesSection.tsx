// "Signed-in devices" on the profile: each sign-in of the chef with its browser and platform,
// installed or in the browser, when it was last seen, whether it gets pushes, and which one is
// this device. The "Rings for new orders" switch and "Sign out this device" (after a confirmation)
// go through the outbox, so they work offline and show at once; signing out this device is the
// normal sign-out (the route's logout dialog). Read from the last copy, dated once it is old.
import { Badge, Button, Card, Center, HStack, Spinner, Stack, Switch, Text } from '@chakra-ui/react';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Device } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { formatDayTime, formatTimeAgo } from '@/lib/format';
import { mutate } from '@/sync/engine/mutate';
import { pullNow } from '@/sync/engine/chef-sync';
import { STALE_AFTER_MS } from '@/sync/pull/pull-state';
import { LoadProblem } from '@/ui/LoadProblem';
import { notify } from '@/ui/toaster';
import { useNow } from '@/ui/use-now';
import { deviceName } from './device-name';
import { SignOutDeviceDialog } from './SignOutDeviceDialog';
import { useDevices } from './queries';

type Props = {
  db: ChefDb;
  /** Signing out this device: the normal sign-out (its dialog counts the actions still waiting). */
  onSignOutThisDevice: () => void;
};

const mobile = new Set<Device['platform']>(['Android', 'iOS']);

export function DevicesSection({ db, onSignOutThisDevice }: Props) {
  const { t } = useTranslation('account');
  const state = useDevices(db);
  const saved = state?.rows[0];
  const load = state?.load;
  const now = useNow(30_000);
  const [signingOut, setSigningOut] = useState<Device | null>(null);

  useEffect(() => {
    void pullNow('devices');
  }, [db]);

  const queue = (operation: Parameters<typeof mutate>[1]) =>
    mutate(db, operation).then(
      () => undefined,
      (error: unknown) => notify.error(error instanceof Error ? error.message : String(error)),
    );

  const old = saved ? now - Date.parse(saved.fetchedAt) > STALE_AFTER_MS : false;

  return (
    <Card.Root variant="outline" size={{ base: 'sm', md: 'md' }} as="section" aria-labelledby="devices-heading" data-testid="devices">
      <Card.Header>
        <Card.Title as="h2" id="devices-heading">
          {t('devices.title')}
        </Card.Title>
        <Card.Description>{t('devices.subtitle')}</Card.Description>
        {saved && old && (
          <Text fontSize="sm" color="fg.muted" data-testid="devices-as-of">
            {t('devices.asOf', { when: formatDayTime(Date.parse(saved.fetchedAt)) })}
          </Text>
        )}
      </Card.Header>
      <Card.Body>
        {saved ? (
          <Stack as="ul" gap="3" listStyleType="none" margin="0" padding="0">
            {saved.devices.map((device) => (
              <DeviceItem
                key={device.id}
                device={device}
                now={now}
                onRings={(rings) => void queue({ kind: 'setDeviceRings', deviceId: device.id, rings })}
                onSignOut={() => (device.current ? onSignOutThisDevice() : setSigningOut(device))}
              />
            ))}
          </Stack>
        ) : load === 'failed' || load === 'offline' ? (
          <LoadProblem size="sm" title={t('devices.loadFailed')} offline={load === 'offline'} onRetry={() => pullNow('devices')} />
        ) : (
          <Center py="6" gap="3" color="fg.muted" role="status">
            <Spinner size="sm" />
            <Text>{t('devices.loading')}</Text>
          </Center>
        )}
      </Card.Body>
      <SignOutDeviceDialog
        device={signingOut}
        onClose={() => setSigningOut(null)}
        onConfirm={async (device) => {
          await queue({ kind: 'signOutDevice', deviceId: device.id });
          setSigningOut(null);
        }}
      />
    </Card.Root>
  );
}

type ItemProps = { device: Device; now: number; onRings: (rings: boolean) => void; onSignOut: () => void };

function DeviceItem({ device, now, onRings, onSignOut }: ItemProps) {
  const { t } = useTranslation('account');
  const name = deviceName(device, t);
  const Icon = mobile.has(device.platform) ? Smartphone : Monitor;
  const labelId = `device-${device.id}-name`;

  return (
    <Stack
      as="li"
      gap="3"
      borderWidth="1px"
      borderColor={{ base: 'border.muted', _dark: 'border' }}
      rounded="l2"
      padding={{ base: '3', md: '4' }}
      aria-labelledby={labelId}
      data-testid="device"
      data-device-id={device.id}
    >
      <HStack gap="3" align="start">
        <Icon aria-hidden="true" size={22} />
        <Stack gap="1" minWidth="0" flex="1">
          <HStack gap="2" wrap="wrap">
            <Text as="h3" id={labelId} fontWeight="semibold">
              {name}
            </Text>
            {device.current && (
              <Badge colorPalette="primary" variant="subtle">
                {t('devices.thisDevice')}
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {[
              device.installed ? t('devices.installed') : t('devices.inBrowser'),
              t('devices.lastSeen', { when: device.current ? t('time.justNow') : formatTimeAgo(device.last_seen_at, now, t) }),
              device.push ? t('devices.pushOn') : t('devices.pushOff'),
            ].join(' · ')}
          </Text>
        </Stack>
      </HStack>
      <HStack gap="3" justify="space-between" wrap="wrap">
        <Switch.Root checked={device.rings_for_orders} onCheckedChange={(details) => onRings(details.checked)} colorPalette="green" minH="11">
          <Switch.HiddenInput aria-describedby={labelId} />
          <Switch.Control />
          <Switch.Label>{t('devices.rings')}</Switch.Label>
        </Switch.Root>
        <Button variant="outline" colorPalette="red" size="sm" minH="11" onClick={onSignOut} aria-describedby={labelId}>
          <LogOut aria-hidden="true" />
          {t('devices.signOut')}
        </Button>
      </HStack>
    </Stack>
  );
}
