// Onboarding step 2: the identity document and the hygiene certificate.
import { createFileRoute } from '@tanstack/react-router';
import { UploadDocumentsScreen } from '@/features/onboarding';

export const Route = createFileRoute('/_main/upload-documents')({
  component: UploadDocumentsScreen,
});
