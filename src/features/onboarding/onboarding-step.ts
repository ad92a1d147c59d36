// Where a chef stands in onboarding: which step the stepper marks as current, and which drafts
// belong to steps the server has already accepted (they can go: the server has what they held).
import type { ChefStatus } from '@/contract';
import type { DraftForm } from '@/db/drafts';

export const onboardingSteps = ['profile', 'documents', 'contract', 'review'] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

/** The step a status puts the chef on; every status past the contract is "review". */
export function currentStep(status: ChefStatus): OnboardingStep {
  switch (status) {
    case 'registered':
      return 'profile';
    case 'personal_info_filled':
      return 'documents';
    case 'document_uploaded':
      return 'contract';
    default:
      return 'review';
  }
}

const draftOfStep: Partial<Record<OnboardingStep, DraftForm>> = { profile: 'profile', documents: 'documents', contract: 'contract' };

/** Drafts of the steps before the current one: the server accepted them, so they are finished. */
export function finishedDrafts(status: ChefStatus): DraftForm[] {
  const current = onboardingSteps.indexOf(currentStep(status));
  return onboardingSteps.slice(0, current).flatMap((step) => draftOfStep[step] ?? []);
}
