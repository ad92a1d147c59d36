// Tags as chips: type a tag and press Enter (or a comma, or "Add"); each chip has its own remove
// button; Backspace in the empty input removes the last one. Below, the chef's other tags (from the
// menu on this device) as suggestions, filtered by what is typed. The contract checks the list
// (1 to 10 tags, each 1 to 30 characters) and its message shows under the field.
import { Button, Field, HStack, Input, Tag, Text, Wrap } from '@chakra-ui/react';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '@/ui/form';
import { tagSuggestions } from './food-draft';

type TagsFieldProps = {
  tags: string[];
  otherTags: readonly { tags: string[] }[];
  error: string | undefined;
  onChange: (tags: string[]) => void;
  onBlur: () => void;
};

const cleaned = (tag: string) => tag.trim().replace(/\s+/g, ' ');

export function TagsField({ tags, otherTags, error, onChange, onBlur }: TagsFieldProps) {
  const { t } = useTranslation('foodForm');
  const [typed, setTyped] = useState('');
  const message = useFieldMessage(error);
  const suggestions = tagSuggestions(otherTags, tags, typed);

  const add = (raw: string) => {
    const tag = cleaned(raw);
    setTyped('');
    if (tag === '' || tags.some((known) => known.toLocaleLowerCase() === tag.toLocaleLowerCase())) return;
    onChange([...tags, tag]);
  };
  const remove = (index: number) => onChange(tags.filter((_, i) => i !== index));

  return (
    <Field.Root invalid={!!message}>
      <Field.Label>{t('tags.label')}</Field.Label>
      {tags.length > 0 && (
        <Wrap gap="2" as="ul" listStyleType="none" data-testid="tag-chips">
          {tags.map((tag, index) => (
            <li key={tag}>
              <Tag.Root size="lg" variant="outline" bg="bg.muted" color="fg" paddingStart="4" paddingEnd="0" minH="11" rounded="full">
                <Tag.Label>{tag}</Tag.Label>
                <Tag.EndElement marginStart="0">
                  <Button type="button" variant="ghost" size="sm" minW="11" minH="11" rounded="full" aria-label={t('tags.remove', { tag })} onClick={() => remove(index)}>
                    <X aria-hidden="true" />
                  </Button>
                </Tag.EndElement>
              </Tag.Root>
            </li>
          ))}
        </Wrap>
      )}
      <HStack gap="2" width="full">
        <Input
          size="lg"
          value={typed}
          aria-label={t('tags.input')}
          placeholder={t('tags.input')}
          autoComplete="off"
          enterKeyHint="enter"
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value.includes(',')) value.split(',').slice(0, -1).forEach(add);
            setTyped(value.includes(',') ? (value.split(',').at(-1) ?? '') : value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add(typed);
            } else if (event.key === 'Backspace' && typed === '' && tags.length > 0) remove(tags.length - 1);
          }}
          onBlur={() => {
            if (cleaned(typed) !== '') add(typed);
            onBlur();
          }}
        />
        <Button type="button" variant="outline" size="lg" onClick={() => add(typed)} disabled={cleaned(typed) === ''}>
          <Plus aria-hidden="true" />
          {t('tags.add')}
        </Button>
      </HStack>
      {suggestions.length > 0 && (
        <Wrap gap="2" align="center">
          <Text fontSize="sm" color="fg.muted">
            {t('tags.suggestions')}:
          </Text>
          {suggestions.map((tag) => (
            <Button key={tag} type="button" size="sm" minH="11" variant="outline" rounded="full" onClick={() => add(tag)} data-testid="tag-suggestion">
              <Plus aria-hidden="true" />
              {tag}
            </Button>
          ))}
        </Wrap>
      )}
      {message ? <Field.ErrorText>{message}</Field.ErrorText> : <Field.HelperText>{t('tags.hint')}</Field.HelperText>}
    </Field.Root>
  );
}
