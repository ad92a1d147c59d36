// /pending-approval: the contract step while the status is document_uploaded and no signature is
// waiting to be sent; otherwise the waiting state. The status is read from the local profile row,
// which changes in the same transaction that takes the signature out of the outbox.
import { useTranslation } from 'react-i18next';
import { useChefDb } from '@/db/use-chef-db';
import { ContractStep } from './ContractStep';
import { OnboardingPage } from './OnboardingPage';
import { PendingReview } from './PendingReview';
import { useProfile, useWaitingCount } from './queries';
import { useOnline } from '@/ui/use-online';

export function PendingApprovalScreen() {
  const { t } = useTranslation('onboarding');
  const db = useChefDb();
  const online = useOnline();
  const profile = useProfile(db);
  const signing = useWaitingCount(db, 'signContract') > 0;
  const status = profile?.status;

  if (db && status === 'document_uploaded' && !signing) {
    return (
      <OnboardingPage step="contract" title={t('contract.title')} subtitle={t('contract.subtitle')}>
        <ContractStep db={db} profile={profile} />
      </OnboardingPage>
    );
  }
  return (
    <OnboardingPage step="review" title={t('pending.title')}>
      <PendingReview signing={signing ? (online ? 'sending' : 'offline') : null} />
    </OnboardingPage>
  );
}
