// The onboarding steps a chef goes through before approval (spec section 4), and the one a status
// puts the chef on: shared by the onboarding stepper and the side menu of a chef not yet approved.
import type { ChefStatus } from '@/contract';

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
