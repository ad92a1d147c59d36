// The rows' texts, looked up once per key: each text is translated once with markers for its
// values ("Move ⟦name⟧ up"), then every row only fills in its own values. 300 rows would
// otherwise make some 5000 i18next calls on every full draw of the list.
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type RowText = (key: string, values?: Record<string, string>) => string;

const marker = /⟦(\w+)⟧/g;

export function makeRowText(translate: (key: string, values: Record<string, string>) => string): RowText {
  const templates = new Map<string, string>();
  return (key, values = {}) => {
    const names = Object.keys(values);
    const id = `${key}|${names.join(',')}`;
    const template = templates.get(id) ?? translate(key, Object.fromEntries(names.map((name) => [name, `⟦${name}⟧`])));
    templates.set(id, template);
    return names.length === 0 ? template : template.replace(marker, (_, name: string) => values[name] ?? '');
  };
}

export function useRowTexts(): RowText {
  const { t, i18n } = useTranslation('menu');
  const language = i18n.language;
  return useMemo(() => makeRowText((key, values) => (t as TFunction)(key, { ...values, lng: language })), [t, language]);
}
