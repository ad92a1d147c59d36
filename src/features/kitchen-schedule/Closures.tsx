// The closures ahead (soonest first), each with "Remove", and "Add a closure". A closure added on
// this device shows at once (the outbox sends it); removing one sends its id, or the device's id for
// it while the server has not numbered it yet.
import { Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClosureRequest, KitchenClosure } from '@/contract';
import { formatDayKey } from '@/lib/format';
import { closureRef } from '@/sync/operations/schedule-effect';
import { ClosureForm } from './ClosureForm';

type Props = {
  closures: readonly KitchenClosure[];
  today: string;
  onAdd: (closure: ClosureRequest) => Promise<void>;
  onRemove: (ref: string) => Promise<void>;
};

export function Closures({ closures, today, onAdd, onRemove }: Props) {
  const { t } = useTranslation('kitchenSchedule');
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="3" as="section" aria-labelledby="closures-heading">
      <Stack gap="1">
        <Heading as="h2" id="closures-heading" size="lg">
          {t('closures.heading')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('closures.hint')}
        </Text>
      </Stack>
      {closures.length === 0 ? (
        <Text data-testid="no-closures">{t('closures.none')}</Text>
      ) : (
        <List.Root variant="plain" gap="2" data-testid="closures">
          {closures.map((closure) => {
            const days = { from: formatDayKey(closure.from), to: formatDayKey(closure.to), reason: closure.reason };
            return (
              <List.Item key={closure.id} borderWidth="1px" borderColor="border" rounded="l2" p="3">
                <HStack justify="space-between" w="full" gap="3" wrap="wrap">
                  <Stack gap="0">
                    <Text fontWeight="medium">{closure.from === closure.to ? t('closures.itemOneDay', days) : t('closures.item', days)}</Text>
                    <Text color="fg.muted" fontSize="sm">
                      {closure.reason}
                    </Text>
                  </Stack>
                  <Button variant="outline" colorPalette="red" minH="11" aria-label={t('closures.removeNamed', days)} onClick={() => void onRemove(closureRef(closure))}>
                    <Trash2 aria-hidden="true" />
                    {t('closures.remove')}
                  </Button>
                </HStack>
              </List.Item>
            );
          })}
        </List.Root>
      )}
      {adding ? (
        <ClosureForm
          today={today}
          onCancel={() => setAdding(false)}
          onAdd={async (closure) => {
            await onAdd(closure);
            setAdding(false);
          }}
        />
      ) : (
        <Button variant="outline" colorPalette="primary" minH="11" alignSelf={{ base: 'stretch', md: 'start' }} onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          {t('closures.add')}
        </Button>
      )}
    </Stack>
  );
}
