// The frame of the order action dialogs: a centred dialog (full width on phones) with a title, a
// close button, and a form whose footer has "Cancel" and the submit button. The dialog's content
// mounts when it opens, so each opening starts with a fresh form. `onExitComplete` says when the
// closing animation has ended (the card then unmounts the dialog: use-order-action.ts). Inside a
// <StyleWarmUp> (src/ui/style-warm-up.tsx) the closed dialog renders its content in place, hidden,
// and the submit button shows busy, so that their styles are in the page before the first tap.
// Given the form's control, only the footer renders again when the chef submits (the spinner).
import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useStyleWarmUp } from '@/ui/style-warm-up';

type FrameProps = { open: boolean; onClose: () => void; onExitComplete?: (() => void) | undefined; title: string; children: ReactNode };

export function ActionDialog({ open, onClose, onExitComplete, title, children }: FrameProps) {
  const { t } = useTranslation('orders');
  const warmingUp = useStyleWarmUp();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      onExitComplete={onExitComplete}
      placement="center"
      motionPreset="slide-in-bottom"
      lazyMount={!warmingUp}
      unmountOnExit={!warmingUp}
    >
      <Portal disabled={warmingUp}>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '2', sm: '4' }}>
          <Dialog.Content width="28rem" maxW="100%" rounded="l3">
            <Dialog.Header pe="12">
              <Dialog.Title fontSize="lg">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label={t('actions.close')} />
            </Dialog.CloseTrigger>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type FormProps<V extends FieldValues> = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitPalette: string;
  /** Busy while the action is written: a boolean, or the form's control. With the control, only the
   * footer renders again when the chef submits, not the whole form (less work per tap). */
  busy: boolean | Control<V>;
  children: ReactNode;
};

/** The dialog's body as a form, with the footer's Cancel and submit buttons. */
export function DialogForm<V extends FieldValues>({ onSubmit, submitLabel, submitPalette, busy, children }: FormProps<V>) {
  const footer = { submitLabel, submitPalette };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Dialog.Body>
        <Stack gap="5">{children}</Stack>
      </Dialog.Body>
      {typeof busy === 'boolean' ? <Footer {...footer} busy={busy} /> : <SubmittingFooter {...footer} control={busy} />}
    </form>
  );
}

type FooterProps = { submitLabel: string; submitPalette: string; busy: boolean };

function SubmittingFooter<V extends FieldValues>({ control, ...footer }: Omit<FooterProps, 'busy'> & { control: Control<V> }) {
  const { isSubmitting } = useFormState({ control });
  return <Footer {...footer} busy={isSubmitting} />;
}

function Footer({ submitLabel, submitPalette, busy: submitting }: FooterProps) {
  const { t } = useTranslation('orders');
  const busy = useStyleWarmUp() || submitting;
  return (
    <Dialog.Footer gap="3">
      <Dialog.ActionTrigger asChild>
        <Button variant="outline" colorPalette="gray" size="lg" flex={{ base: '1', sm: 'initial' }} disabled={busy}>
          {t('actions.cancel')}
        </Button>
      </Dialog.ActionTrigger>
      <Button type="submit" colorPalette={submitPalette} size="lg" flex={{ base: '1', sm: 'initial' }} loading={busy}>
        {submitLabel}
      </Button>
    </Dialog.Footer>
  );
}
