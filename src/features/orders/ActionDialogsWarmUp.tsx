// The order action dialogs (Accept, Refuse, Ask for pickup, Mark ready), rendered once per app
// session, hidden, in a transition, so that the chef's first tap on one of them inserts no style
// into the page: that insertion made the first Accept the slowest tap (src/ui/style-warm-up.tsx,
// docs/performance.md). Nothing is sent: the dialogs are closed and their actions do nothing.
import type { OrderRow } from '@/db/rows';
import { StyleWarmUp } from '@/ui/style-warm-up';
import { AcceptDialog } from './AcceptDialog';
import { PickupDialog } from './PickupDialog';
import { ReadyDialog } from './ReadyDialog';
import { RefuseDialog } from './RefuseDialog';

const nothing = () => Promise.resolve();

/** Renders nothing visible; `order` gives the dialogs their titles. */
export function ActionDialogsWarmUp({ order }: { order: OrderRow }) {
  const shown = { order, open: false, onClose: nothing, onDone: nothing };
  return (
    <StyleWarmUp name="order-action-dialogs">
      <AcceptDialog {...shown} />
      <RefuseDialog {...shown} />
      <PickupDialog {...shown} />
      <ReadyDialog {...shown} />
    </StyleWarmUp>
  );
}
