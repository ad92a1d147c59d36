// "Skip to content": the first stop of the Tab key in the signed-in layout, hidden until focused.
// It moves focus to the main region (past the top bar and the side menu) without touching the URL.
import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation('shell');
  return (
    <chakra.a
      href={`#${target}`}
      onClick={(event) => {
        const main = document.getElementById(target);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView({ block: 'start' });
      }}
      position="fixed"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      px="4"
      py="3"
      rounded="l2"
      bg="primary.solid"
      color="primary.contrast"
      fontWeight="semibold"
      transform="translateY(-200%)"
      _focus={{ transform: 'translateY(0)', outline: '2px solid', outlineColor: 'primary.focusRing', outlineOffset: '2px' }}
    >
      {t('skipToContent')}
    </chakra.a>
  );
}
