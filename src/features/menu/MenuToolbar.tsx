// The list's search field and tag chips. The search is kept in the address (replace, so typing does
// not fill the history); the field keeps what the chef typed while the address catches up.
import { Button, Field, Flex, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuSearch } from './search';

type Props = {
  search: MenuSearch;
  tags: string[];
  onSearch: (next: MenuSearch) => void;
};

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

export function MenuToolbar({ search, tags, onSearch }: Props) {
  const { t } = useTranslation('menu');
  const [text, setText] = useState(search.q ?? '');
  // The address changed by itself (back button, a link): the field follows.
  const [seen, setSeen] = useState(search.q);
  if (seen !== search.q) {
    setSeen(search.q);
    if (tidy(text) !== (search.q ?? '')) setText(search.q ?? '');
  }
  const type = (value: string) => {
    setText(value);
    onSearch({ ...search, q: tidy(value) || undefined });
  };
  const chosen = search.tag?.toLocaleLowerCase();

  return (
    <Stack gap="3" role="search" aria-label={t('search.label')}>
      <Field.Root>
        <Field.Label srOnly>{t('search.label')}</Field.Label>
        <InputGroup
          startElement={<Search size={18} aria-hidden="true" />}
          endElement={
            text ? (
              <Button variant="ghost" size="sm" minW="11" minH="11" me="-2" aria-label={t('noMatch.clear')} onClick={() => type('')}>
                <X aria-hidden="true" />
              </Button>
            ) : undefined
          }
        >
          <Input type="search" size="lg" value={text} placeholder={t('search.placeholder')} onChange={(event) => type(event.target.value)} />
        </InputGroup>
      </Field.Root>
      {tags.length > 0 && (
        // On a phone the chips scroll sideways in one line; wider screens wrap them.
        <Flex
          gap="2"
          role="group"
          aria-label={t('search.tags')}
          align="center"
          wrap={{ base: 'nowrap', md: 'wrap' }}
          overflowX={{ base: 'auto', md: 'visible' }}
          mx={{ base: '-4', md: '0' }}
          px={{ base: '4', md: '0' }}
          pb={{ base: '1', md: '0' }}
          css={{ scrollbarWidth: 'thin' }}
        >
          <Text fontSize="sm" color="fg.muted" aria-hidden="true" flexShrink={0} whiteSpace="nowrap">
            {t('search.tags')}
          </Text>
          <Button
            size="sm"
            minH="11"
            rounded="full"
            variant={chosen ? 'outline' : 'solid'}
            colorPalette={chosen ? 'gray' : 'primary'}
            aria-pressed={!chosen}
            flexShrink={0}
            onClick={() => onSearch({ ...search, tag: undefined })}
          >
            {t('search.allTags')}
          </Button>
          {tags.map((tag) => {
            const on = tag.toLocaleLowerCase() === chosen;
            return (
              <Button
                key={tag}
                size="sm"
                minH="11"
                rounded="full"
                variant={on ? 'solid' : 'outline'}
                colorPalette={on ? 'primary' : 'gray'}
                aria-pressed={on}
                flexShrink={0}
                onClick={() => onSearch({ ...search, tag: on ? undefined : tag })}
              >
                {tag}
              </Button>
            );
          })}
        </Flex>
      )}
    </Stack>
  );
}
