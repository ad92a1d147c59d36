// The welcome on approval: mounted once in the main layout, it watches the chef's status (the
// session, which the realtime account_status event and every refresh update) and greets the chef
// when it turns approved while the app is open. The layout itself moves them to the kitchen.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/session/session';
import { notify } from '@/ui/toaster';
import { isNewlyApproved, type ChefStanding } from './welcome';

const WELCOME_MS = 8_000;

export function ApprovalWelcome(): null {
  const { t } = useTranslation('onboarding');
  const user = useSession().userData;
  const id = user?.id;
  const status = user?.status;
  const previous = useRef<ChefStanding>(null);

  useEffect(() => {
    const now: ChefStanding = id !== undefined && status ? { id, status } : null;
    if (isNewlyApproved(previous.current, now)) notify.success(t('welcome.title'), t('welcome.description'), WELCOME_MS);
    previous.current = now;
  }, [id, status, t]);

  return null;
}
