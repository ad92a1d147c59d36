// Whether customers can order now, in one sentence, with the open/closed switch and the pause of
// new orders. Every change goes through the outbox (offline too) and the kitchen on the device
// changes at once; the success toast comes once the server has it. Until then the card says what
// holds for customers: closing, pausing or busy mode tapped offline is not in force yet ("Pause
// will start when you are back online; customers can still order").
import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { kitchenPauseEnd, type BusyExtraMinutes, type BusyLength, type Kitchen, type PauseLength } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { onServerClock } from '@/lib/server-clock';
import { useServerNow } from '@/ui/use-now';
import { useOnline } from '@/ui/use-online';
import { clockWhen, kitchenState, lastWaiting, pauseEndLook, type KitchenState } from './kitchen-look';
import { BusyPanel } from './BusyPanel';
import { OpenSwitch } from './OpenSwitch';
import { HoursLine } from './HoursLine';
import { PausePanel } from './PausePanel';
import { useWaitingKitchenActions } from './queries';
import { useKitchenAction } from './use-kitchen-action';
import { whenText } from './when-text';

const badgePalette: Record<KitchenState, string> = {
  open: 'green',
  closed: 'gray',
  paused: 'orange',
};

export function KitchenStatusCard({ db, kitchen }: { db: ChefDb; kitchen: Kitchen }) {
  const { t } = useTranslation('kitchen');
  const online = useOnline();
  const now = useServerNow(1000); // the pause's end is on the server's clock
  const state = kitchenState(kitchen, now);
  const waiting = useWaitingKitchenActions(db);
  const lastSwitch = waiting.findLast((op) => op.kind === 'setKitchenOpen');
  const waitingFor = lastSwitch?.kind === 'setKitchenOpen' ? lastSwitch.isOpen : null;
  const pauseWaiting = lastWaiting(waiting, ['pauseKitchen', 'resumeKitchen'] as const);
  const run = useKitchenAction(db);

  const setOpen = (isOpen: boolean) =>
    run({ kind: 'setKitchenOpen', isOpen }, () => (isOpen ? [t('toggle.opened'), t('toggle.openedMessage')] : [t('toggle.closed'), t('toggle.closedMessage')]));
  const pause = (pauseFor: PauseLength) => {
    const tapped = onServerClock(Date.now());
    const end = kitchenPauseEnd(kitchen, pauseFor, tapped);
    return run({ kind: 'pauseKitchen', pauseFor }, () => [
      t('pause.paused'),
      end === null
        ? t('pause.pausedUntilResume')
        : t('pause.pausedMessage', {
            when: whenText(t, clockWhen(end, tapped)),
          }),
    ]);
  };
  const resume = () => run({ kind: 'resumeKitchen' }, () => [t('pause.resumed'), t('pause.resumedMessage')]);
  const busyWaiting = lastWaiting(waiting, ['setKitchenBusy', 'endKitchenBusy'] as const);
  const startBusy = (extraMinutes: BusyExtraMinutes, busyFor: BusyLength) =>
    run({ kind: 'setKitchenBusy', extraMinutes, busyFor }, () => [t('busy.started'), t('busy.startedMessage', { minutes: extraMinutes })]);
  const endBusy = () => run({ kind: 'endKitchenBusy' }, () => [t('busy.ended'), t('busy.endedMessage')]);

  return (
    <Card.Root variant="outline" size={{ base: 'sm', md: 'md' }} data-testid="kitchen-status" data-state={state}>
      <Card.Body gap="5">
        <Stack direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between" align={{ base: 'stretch', md: 'start' }}>
          <Stack gap="1.5" minW="0">
            <HStack gap="3">
              <Text as="h2" fontSize="lg" fontWeight="semibold">
                {t('status.heading')}
              </Text>
              <Badge colorPalette={badgePalette[state]} variant="solid" size="lg" data-testid="kitchen-state">
                {t(`status.${state}`)}
              </Badge>
            </HStack>
            <Text aria-live="polite" data-testid="kitchen-status-line">
              {statusLine(t, kitchen, state, now, { switchTo: waitingFor, pause: pauseWaiting }, online)}
            </Text>
            <HoursLine kitchen={kitchen} />
          </Stack>
          <OpenSwitch isOpen={kitchen.is_open} waitingFor={waitingFor} onConfirm={setOpen} />
        </Stack>
        {kitchen.is_open ? (
          <PausePanel
            hours={kitchen}
            pause={state === 'paused' ? kitchen.pause : null}
            waiting={pauseWaiting !== null}
            notYet={pauseWaiting === 'pauseKitchen' ? (online ? 'sending' : 'offline') : null}
            onPause={pause}
            onResume={resume}
          />
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {t('pause.onlyWhenOpen')}
          </Text>
        )}
        {kitchen.is_open && (
          <BusyPanel
            busy={kitchen.busy ?? null}
            waiting={busyWaiting !== null}
            notYet={busyWaiting === 'setKitchenBusy' ? (online ? 'sending' : 'offline') : null}
            onBusy={startBusy}
            onEnd={endBusy}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}

type T = ReturnType<typeof useTranslation<'kitchen'>>['t'];

type Waiting = { switchTo: boolean | null; pause: 'pauseKitchen' | 'resumeKitchen' | null };

/** One sentence: can customers order now? A change waiting to be sent says what holds meanwhile. */
function statusLine(t: T, kitchen: Kitchen, state: KitchenState, now: number, waiting: Waiting, online: boolean): string {
  if (waiting.switchTo === false) return `${t('status.closingWaiting')}. ${t('status.closingWaitingLine')}`;
  if (waiting.switchTo === true) return `${t('status.openingWaiting')}. ${online ? t('status.openingSending') : t('status.openingOffline')}`;
  if (waiting.pause === 'pauseKitchen' && state === 'paused') return online ? t('status.pausingSending') : t('status.pausingOffline');
  if (waiting.pause === 'resumeKitchen' && state === 'open') return online ? t('status.resumingSending') : t('status.resumingOffline');
  if (state === 'open') return t('status.canOrder');
  if (state === 'closed') return t('status.closedLine');
  const end = pauseEndLook(kitchen.pause?.until ?? null, now);
  return end.kind === 'resume' ? t('status.pausedUntilResume') : t('status.pausedUntil', { when: whenText(t, end.at) });
}
