// The actions allowed on an order now, by status (spec section 5), and their dialogs: pending ->
// Accept, Refuse, Ask for pickup (delivery only); pickup asked -> waiting for the customer;
// accepted -> Mark ready (confirmed); ready -> Complete (no dialog). Big buttons, easy to hit.
// `acceptAsked`: the screen was asked to open this order's Accept dialog (`?accept=`, from the
// notification's tap or the alarm bar); it opens as the card's own Accept would.
import { Button, Grid, HStack, Text } from '@chakra-ui/react';
import { Check, Hourglass, PackageCheck, Truck, X } from 'lucide-react';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '@/db/rows';
import { AcceptDialog } from './AcceptDialog';
import { acceptOrder, completeOrder, markOrderReady, refuseOrder, requestPickup } from './mutations';
import { PickupDialog } from './PickupDialog';
import { ReadyDialog } from './ReadyDialog';
import { RefuseDialog } from './RefuseDialog';
import { useOrderAction, type ActionDialogKind } from './use-order-action';

type Props = {
  order: OrderRow;
  /** Extra controls after the actions (the card's Details link). */
  children?: ReactNode;
  /** Open the Accept dialog now, then call this (the request is handled). */
  acceptAsked?: (() => void) | undefined;
};

export function OrderActions({ order, children, acceptAsked }: Props) {
  const { t } = useTranslation('orders');
  const { dialog, mounted, open, close, exited, run } = useOrderAction(order);
  const openAsked = useEffectEvent((handled: () => void) => {
    if (order.status === 'pending') open('accept');
    handled();
  });
  useEffect(() => {
    if (acceptAsked) openAsked(acceptAsked);
  }, [acceptAsked]);
  const shown = (kind: ActionDialogKind) => ({ order, open: dialog === kind, onClose: close, onExitComplete: exited });
  const id = order.id;
  const big = { size: 'lg', h: '12', px: '4', minW: '0' } as const;

  return (
    // A grid of equal cells (two per row on a phone or a card), so every button is easy to hit.
    // data-focus-first: when a card before it leaves, the keyboard lands on these (focus-rescue.ts).
    <Grid templateColumns="repeat(auto-fill, minmax(9rem, 1fr))" gap="2" w="full" data-focus-first="">
      {order.status === 'pending' && (
        <>
          <Button {...big} colorPalette="green" onClick={() => open('accept')}>
            <Check aria-hidden="true" />
            {t('actions.accept')}
          </Button>
          <Button {...big} variant="outline" colorPalette="red" onClick={() => open('refuse')}>
            <X aria-hidden="true" />
            {t('actions.refuse')}
          </Button>
          {order.type === 'delivery' && (
            <Button {...big} variant="outline" colorPalette="purple" onClick={() => open('pickup')}>
              <Truck aria-hidden="true" />
              {t('actions.askPickup')}
            </Button>
          )}
        </>
      )}
      {order.status === 'delivery_change_requested' && (
        <HStack gap="2" color="purple.fg" fontWeight="medium" py="2" gridColumn="1 / -1">
          <Hourglass size={18} aria-hidden="true" />
          <Text>{t('awaitingPickupApproval')}</Text>
        </HStack>
      )}
      {order.status === 'accepted' && (
        <Button {...big} colorPalette="blue" onClick={() => open('ready')}>
          <PackageCheck aria-hidden="true" />
          {t('actions.markReady')}
        </Button>
      )}
      {(order.status === 'ready_for_pickup' || order.status === 'ready_for_delivery') && (
        <Button {...big} colorPalette="green" onClick={() => void run('completeOrder', (db) => completeOrder(db, id))}>
          <Check aria-hidden="true" />
          {t('actions.complete')}
        </Button>
      )}
      {children}
      {mounted === 'accept' && <AcceptDialog {...shown('accept')} onDone={(values) => run('acceptOrder', (db) => acceptOrder(db, id, values))} />}
      {mounted === 'refuse' && <RefuseDialog {...shown('refuse')} onDone={(values) => run('refuseOrder', (db) => refuseOrder(db, id, values))} />}
      {mounted === 'pickup' && <PickupDialog {...shown('pickup')} onDone={(values) => run('requestPickup', (db) => requestPickup(db, id, values))} />}
      {mounted === 'ready' && <ReadyDialog {...shown('ready')} onDone={() => run('markOrderReady', (db) => markOrderReady(db, id))} />}
    </Grid>
  );
}
