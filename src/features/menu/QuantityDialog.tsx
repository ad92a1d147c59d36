// The quick daily-quantity edit: a small dialog with one field (empty = no daily limit), checked by
// the contract's rule as the chef types; Save queues setFoodQuantity. The focus goes back to the
// row's "Daily quantity" button when it closes.
import { Button, CloseButton, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { foodQuantityRequestSchema } from '@/contract';
import type { MenuRow } from '@/db/rows';
import { useFieldMessage } from '@/ui/form/field-message';

type Props = {
  food: MenuRow | null;
  returnFocus: () => HTMLElement | null;
  onClose: () => void;
  onSave: (food: MenuRow, dailyQuantity: number | null) => Promise<void>;
};

export function QuantityDialog({ food, returnFocus, onClose, onSave }: Props) {
  const { t } = useTranslation('menu');
  return (
    <Dialog.Root
      open={food !== null}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      finalFocusEl={returnFocus}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '2', sm: '4' }}>
          <Dialog.Content width="24rem" maxW="100%" rounded="l3">
            {food && <QuantityForm key={food.key} food={food} onSave={onSave} onClose={onClose} />}
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label={t('quantity.cancel')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function QuantityForm({ food, onSave, onClose }: { food: MenuRow } & Pick<Props, 'onSave' | 'onClose'>) {
  const { t } = useTranslation('menu');
  const [text, setText] = useState(food.daily_quantity === null ? '' : String(food.daily_quantity));
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const parsed = v.safeParse(foodQuantityRequestSchema, { daily_quantity: text });
  const error = useFieldMessage(touched && !parsed.success ? parsed.issues[0].message : undefined);
  const save = () => {
    setTouched(true);
    if (!parsed.success) return;
    setBusy(true);
    void onSave(food, parsed.output.daily_quantity).finally(() => setBusy(false));
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Dialog.Header pe="12">
        <Dialog.Title fontSize="lg">{t('quantity.title', { name: food.name })}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="2">
          <Field.Root invalid={!!error}>
            <Field.Label>{t('quantity.field')}</Field.Label>
            <Input
              inputMode="numeric"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onBlur={() => setTouched(true)}
              size="lg"
            />
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{t('quantity.hint')}</Field.HelperText>}
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer gap="3">
        <Button variant="outline" colorPalette="gray" size="lg" flex={{ base: '1', sm: 'initial' }} onClick={onClose} disabled={busy}>
          {t('quantity.cancel')}
        </Button>
        <Button type="submit" colorPalette="primary" size="lg" flex={{ base: '1', sm: 'initial' }} loading={busy}>
          {t('quantity.save')}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
