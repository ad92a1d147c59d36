// Sign-in, registration and password reset (spec section 2, auth layout).
export { AuthLayout } from './AuthLayout';
export { LoginScreen } from './LoginScreen';
export { RegisterScreen } from './RegisterScreen';
export { ForgotPasswordScreen } from './ForgotPasswordScreen';
export { auth } from './i18n.en';
