// The logout confirmation (spec section 2): 400 px wide, "Confirm logout", Cancel / Logout.
// Logout waits for the app's logout (server call, the device forgets the chef's data), then goes
// to the login screen even when the server call failed (spec section 8: logged out locally anyway).
// With actions still waiting to be sent (the outbox), it says how many and offers to send them
// first, or to sign out anyway and lose them, said plainly.
import { Button, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { liveQuery } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { CloudUpload, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChefDb } from '@/db/chef-db';
import { useChefDb } from '@/db/use-chef-db';
import { flushActiveOutbox } from '@/sync/engine/chef-sync';
import { useOnline } from '@/ui/use-online';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogout: () => Promise<void>;
  /** Where the focus goes when the dialog closes without signing out. Opened from a menu item,
   * which is gone by then, it must be said: the menu's own return of the focus to its trigger may
   * come before or after the dialog opens, and after it the focus would fall to <body>. */
  returnFocus?: () => HTMLElement | null;
};

/** How long "Send them first" waits for the outbox to empty (a send under way, a slow answer). */
const SEND_FIRST_WAIT_MS = 10_000;

/** Resolves with 0 once the outbox is empty, or with what is left after `ms`. */
function outboxEmptied(db: ChefDb, ms: number): Promise<number> {
  return new Promise((resolve) => {
    let left = -1;
    let subscription: { unsubscribe: () => void } | null = null;
    const finish = (count: number) => {
      clearTimeout(timer);
      subscription?.unsubscribe();
      resolve(count);
    };
    const timer = setTimeout(() => finish(left), ms);
    subscription = liveQuery(() => db.outbox.count()).subscribe({
      next: (count) => {
        left = count;
        if (count === 0) finish(0);
      },
      error: () => finish(left),
    });
  });
}

export function LogoutDialog({ open, onOpenChange, onLogout, returnFocus }: Props) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const db = useChefDb();
  const online = useOnline();
  const waiting = useLiveQuery(async () => (db ? db.outbox.count() : 0), [db]) ?? 0;
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [notAllSent, setNotAllSent] = useState(false);

  const logout = async () => {
    setBusy(true);
    try {
      await onLogout();
    } catch (error) {
      // The app's logout reports its own failures; the chef is signed out locally either way.
      console.error('Logout failed', error);
    } finally {
      setBusy(false);
      setSending(false);
      onOpenChange(false);
      await navigate({ to: '/auth/login' });
    }
  };

  // "Send them first": once nothing waits any more the logout goes on; what is still waiting after
  // a while (a temporary failure: the Wi-Fi is up, the internet is not) is the chef's to decide again.
  const sendFirst = async () => {
    setSending(true);
    setNotAllSent(false);
    try {
      await flushActiveOutbox();
    } catch (error) {
      console.warn('Sending before logout failed', error);
    }
    if (!db || (await outboxEmptied(db, SEND_FIRST_WAIT_MS)) === 0) return logout();
    setSending(false);
    setNotAllSent(true);
  };

  const openChange = (next: boolean) => {
    if (!next) {
      setSending(false);
      setNotAllSent(false);
    }
    onOpenChange(next);
  };

  const hasWaiting = waiting > 0;
  return (
    <Dialog.Root open={open} onOpenChange={(details) => openChange(details.open)} finalFocusEl={returnFocus} placement="center" role="dialog" motionPreset="slide-in-bottom">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content width="400px" maxW="100%" data-testid="logout-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('logoutDialog.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <HStack gap="3" align="start">
                <Text as="span" color="fg.warning" mt="0.5" aria-hidden="true">
                  {hasWaiting ? <CloudUpload size={22} /> : <TriangleAlert size={22} />}
                </Text>
                {hasWaiting ? (
                  <Stack gap="2">
                    <Dialog.Description fontWeight="medium" data-testid="logout-waiting">
                      {t('logoutDialog.waiting', { count: waiting })}
                    </Dialog.Description>
                    <Text color="fg.muted" fontSize="sm">
                      {sending ? t('logoutDialog.sending', { count: waiting }) : online ? t('logoutDialog.waitingLost') : t('logoutDialog.waitingOffline')}
                    </Text>
                    {notAllSent && (
                      <Text color="fg.error" fontSize="sm" role="status">
                        {t('logoutDialog.notAllSent')}
                      </Text>
                    )}
                  </Stack>
                ) : (
                  <Dialog.Description color="fg.muted">{t('logoutDialog.message')}</Dialog.Description>
                )}
              </HStack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="2">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" colorPalette="gray" disabled={busy}>
                  {t('logoutDialog.cancel')}
                </Button>
              </Dialog.ActionTrigger>
              {hasWaiting ? (
                <>
                  <Button variant="outline" colorPalette="red" loading={busy} disabled={sending} onClick={() => void logout()}>
                    {t('logoutDialog.signOutAnyway')}
                  </Button>
                  <Button colorPalette="primary" loading={sending} disabled={!online || busy} onClick={() => void sendFirst()}>
                    {t('logoutDialog.sendFirst')}
                  </Button>
                </>
              ) : (
                <Button colorPalette="red" loading={busy} onClick={() => void logout()}>
                  {t('logoutDialog.confirm')}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
