// The warning at the top of the kitchen screen while this phone cannot ring for new orders
// (notifications blocked, push not registered where the server has push, sound blocked): it is the
// first thing the chef sees where the app opens, and stays until every failing check is fixed.
// "Show how to fix" brings the Alarm card below (its checks carry the fixes) into view.
import { Alert, Button } from '@chakra-ui/react';
import { Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ringProblems } from '@/lib/alarm/ring-check';
import { useRingCheck } from '@/lib/alarm/use-ring-check';

export const ALARM_CARD_ID = 'kitchen-alarm';

function showAlarmCard() {
  const card = document.getElementById(ALARM_CARD_ID);
  if (!card) return;
  card.scrollIntoView({ block: 'start' });
  // The first fix in the card, or the card's heading: keyboard and screen-reader users land there too.
  const target = card.querySelector<HTMLElement>('[data-fix]') ?? card.querySelector<HTMLElement>('h2');
  target?.focus({ preventScroll: true });
}

export function RingWarning() {
  const { t } = useTranslation('alarm');
  const { recheck: _recheck, ...check } = useRingCheck();
  if (ringProblems(check).length === 0) return null;
  return (
    <Alert.Root status="warning" variant="surface" rounded="l3" data-testid="alarm-warning" alignItems={{ base: 'stretch', sm: 'center' }} flexDirection={{ base: 'column', sm: 'row' }}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('warning.title')}</Alert.Title>
        <Alert.Description>{t('warning.message')}</Alert.Description>
      </Alert.Content>
      <Button variant="outline" colorPalette="orange" minH="11" onClick={showAlarmCard}>
        <Wrench aria-hidden="true" />
        {t('warning.show')}
      </Button>
    </Alert.Root>
  );
}
