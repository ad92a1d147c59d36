// Small labels of an order: its status (coloured by status), its type (Delivery / Pickup) and the
// "Waiting to send" mark while an action of the chef has not reached the server yet.
import { Badge } from '@chakra-ui/react';
import { CloudUpload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/contract';
import { statusLook, typeIcons } from './order-look';

export function StatusBadge({ status, size = 'md' }: { status: Order['status']; size?: 'md' | 'lg' }) {
  const { t } = useTranslation('orders');
  const { palette, icon: Icon } = statusLook(status);
  return (
    <Badge data-testid="order-status" colorPalette={palette} variant="solid" size={size} rounded="full" px="2.5" gap="1">
      <Icon size={14} aria-hidden="true" />
      {t(`status.${status}`)}
    </Badge>
  );
}

export function TypeBadge({ type, size = 'md' }: { type: Order['type']; size?: 'md' | 'lg' }) {
  const { t } = useTranslation('orders');
  const Icon = typeIcons[type];
  return (
    <Badge colorPalette={type === 'delivery' ? 'cyan' : 'gray'} variant="surface" size={size} rounded="full" px="2.5" gap="1">
      <Icon size={14} aria-hidden="true" />
      {t(`type.${type}`)}
    </Badge>
  );
}

export function WaitingBadge() {
  const { t } = useTranslation('orders');
  return (
    <Badge data-testid="waiting-to-send" colorPalette="orange" variant="subtle" size="md" rounded="full" px="2.5" gap="1" title={t('waitingHint')}>
      <CloudUpload size={14} aria-hidden="true" />
      {t('waiting')}
    </Badge>
  );
}
