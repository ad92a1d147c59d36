// The lines that say whether this phone can ring (src/lib/alarm/ring-check.ts): notifications,
// push, sound and, on the kitchen screen, whether the screen stays on; each failing one with its
// fix beside it ("Allow notifications", "Register this phone", "Tap to enable sound").
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { BellRing, CircleAlert, CircleCheck, Info, Volume2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RingCheck } from '@/lib/alarm/ring-check';
import { askForNotifications } from '@/lib/push/ask';
import type { WakeLockState } from '@/ui/use-wake-lock';

type Tone = 'ok' | 'problem' | 'neutral';

type Props = {
  check: RingCheck;
  /** The kitchen screen's wake lock; not shown elsewhere. */
  awake?: WakeLockState;
  onEnableSound: () => void;
  onAsked: () => void;
};

export function AlarmChecks({ check, awake, onEnableSound, onAsked }: Props) {
  const { t } = useTranslation('alarm');
  const allow = () => void askForNotifications().finally(onAsked);
  const { notifications, push, sound } = check;

  const notificationTone: Tone = notifications === 'granted' ? 'ok' : notifications === 'denied' ? 'problem' : 'neutral';
  const pushTone: Tone = push === 'registered' ? 'ok' : push === 'off' ? 'neutral' : 'problem';
  const soundTone: Tone = sound === 'unlocked' ? 'ok' : sound === 'blocked' ? 'problem' : 'neutral';

  return (
    <Stack as="ul" gap="2" aria-label={t('checks.label')} listStyleType="none" ms="0">
      <CheckLine name="notifications" tone={notificationTone} text={t(`checks.notifications.${notifications}`)}>
        {(notifications === 'default' || notifications === 'denied') && <FixButton icon={<BellRing aria-hidden="true" />} label={t('fix.allowNotifications')} onClick={allow} />}
      </CheckLine>
      <CheckLine name="push" tone={pushTone} text={t(`checks.push.${push}`)}>
        {push === 'not-registered' && notifications === 'granted' && <FixButton icon={<BellRing aria-hidden="true" />} label={t('fix.registerPush')} onClick={allow} />}
      </CheckLine>
      <CheckLine name="sound" tone={soundTone} text={t(`checks.sound.${sound}`)}>
        {sound === 'blocked' && <FixButton icon={<Volume2 aria-hidden="true" />} label={t('fix.enableSound')} onClick={onEnableSound} />}
      </CheckLine>
      {awake && <CheckLine name="awake" tone={awake === 'held' ? 'ok' : 'neutral'} text={t(`checks.awake.${awake}`)} />}
    </Stack>
  );
}

const toneIcon = { ok: CircleCheck, problem: CircleAlert, neutral: Info } as const;
const toneColour = { ok: 'green.fg', problem: 'orange.fg', neutral: 'fg.muted' } as const;

function CheckLine({ name, tone, text, children }: { name: string; tone: Tone; text: string; children?: ReactNode }) {
  const { t } = useTranslation('alarm');
  const Icon = toneIcon[tone];
  return (
    <Stack as="li" direction={{ base: 'column', sm: 'row' }} gap="2" align={{ base: 'stretch', sm: 'center' }} justify="space-between" data-testid={`alarm-check-${name}`} data-state={tone}>
      <Box display="flex" gap="2" alignItems="start" minW="0">
        <Box as="span" color={toneColour[tone]} flexShrink={0} mt="0.5">
          <Icon size={18} aria-hidden="true" />
        </Box>
        <Text fontSize="sm" fontWeight={tone === 'problem' ? 'semibold' : 'normal'}>
          {tone !== 'neutral' && <Box as="span" srOnly>{`${t(tone === 'ok' ? 'checks.ok' : 'checks.problem')}: `}</Box>}
          {text}
        </Text>
      </Box>
      {children}
    </Stack>
  );
}

function FixButton({ icon, label, onClick }: { icon: ReactNode; label: string; onClick: () => void }) {
  return (
    <Button size="sm" minH="11" variant="surface" colorPalette="orange" flexShrink={0} data-fix onClick={onClick}>
      {icon}
      {label}
    </Button>
  );
}
