// Field and server messages: contract keys (`validation:...`) go through i18next; any other text
// (the server already translated it) is shown as it is, never looked up as a key.
import { useTranslation } from 'react-i18next';

export function useFieldMessage(message: string | undefined): string | undefined {
  const { t } = useTranslation();
  if (!message) return undefined;
  return message.startsWith('validation:') ? t(message) : message;
}
