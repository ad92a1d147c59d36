// The demo form page (spec section 2): every shared form field in each layout and state.
import { createFileRoute } from '@tanstack/react-router';
import { FormLayoutScreen } from '@/features/uikit';
import { loadTexts } from '@/i18n';

export const Route = createFileRoute('/_main/uikit/formlayout')({
  // The demo forms show messages of the kitchen, onboarding, menu and ticket tables.
  loader: () => loadTexts('uikit', 'validationKitchen', 'validationOnboarding', 'validationMenu', 'validationTickets'),
  component: FormLayoutScreen,
});
