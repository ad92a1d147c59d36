// Onboarding steps 3 and 4: the contract (status document_uploaded), then waiting for approval.
import { createFileRoute } from '@tanstack/react-router';
import { PendingApprovalScreen } from '@/features/onboarding';

export const Route = createFileRoute('/_main/pending-approval')({
  component: PendingApprovalScreen,
});
