// The "Sign in with Google" button: Google's own button, rendered into our slot once its script
// has loaded; until then (or if it cannot load) a disabled button with the same name holds the place.
import { Box, Button, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadGoogleIdentity } from './google-identity';

type Props = { clientId: string; onCredential: (idToken: string) => void };

export function GoogleSignIn({ clientId, onCredential }: Props) {
  const { t } = useTranslation('auth');
  const slot = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    callback.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let active = true;
    loadGoogleIdentity()
      .then((google) => {
        if (!active || !slot.current) return;
        google.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: (response) => {
            if (response.credential) callback.current(response.credential);
          },
        });
        const dark = document.documentElement.classList.contains('app-dark');
        const width = Math.min(400, Math.max(200, Math.round(slot.current.clientWidth)));
        google.renderButton(slot.current, {
          type: 'standard', theme: dark ? 'filled_black' : 'outline', size: 'large', text: 'signin_with', shape: 'pill', width, logo_alignment: 'left',
        });
        setState('ready');
      })
      .catch(() => active && setState('failed'));
    return () => {
      active = false;
    };
  }, [clientId]);

  return (
    <Box>
      <Box ref={slot} display="flex" justifyContent="center" minHeight={state === 'ready' ? '44px' : undefined} />
      {state !== 'ready' && (
        <Button width="full" variant="outline" size="lg" disabled loading={state === 'loading'}>
          {t('login.google')}
        </Button>
      )}
      {state === 'failed' && (
        <Text marginTop="2" fontSize="sm" color="fg.error">
          {t('login.googleUnavailable')}
        </Text>
      )}
    </Box>
  );
}
