// The onboarding feature: update profile, upload documents, the contract and pending approval,
// the welcome toast on approval (mounted by the main layout), and the English texts.
export { UpdateProfileScreen } from './UpdateProfileScreen';
export { UploadDocumentsScreen } from './UploadDocumentsScreen';
export { PendingApprovalScreen } from './PendingApprovalScreen';
export { AccountOnHoldScreen } from './AccountOnHoldScreen';
export { ApprovalWelcome } from './ApprovalWelcome';
export { onboardingEn } from './i18n.en';
