// Google Identity Services, loaded only when the Google button is shown (a third-party script the
// app does not need otherwise). Only the small part of its API the button uses is typed here.
type CredentialResponse = { credential?: string };
type ButtonOptions = { type: 'standard'; theme: 'outline' | 'filled_black'; size: 'large'; text: 'signin_with'; shape: 'pill'; width: number; logo_alignment: 'left' };
export type GoogleIdentity = {
  initialize(options: { client_id: string; callback: (response: CredentialResponse) => void; ux_mode?: 'popup' }): void;
  renderButton(element: HTMLElement, options: ButtonOptions): void;
};
type GoogleWindow = Window & { google?: { accounts?: { id?: GoogleIdentity } } };

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleIdentity> | null = null;

export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const id = (window as GoogleWindow).google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google sign-in did not start.'));
    };
    script.onerror = () => reject(new Error('Google sign-in could not be loaded.'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null; // try again next time the button is shown
    throw error;
  });
  return loading;
}

export type { ButtonOptions, CredentialResponse };
