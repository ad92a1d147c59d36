// Phone-width compaction without changing the element's text: below `md` the full text is hidden
// and a short text is drawn by CSS (generated content is not part of textContent or the name).
import type { SystemStyleObject } from '@chakra-ui/react';

const cssString = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

/** Styles for the element holding the full text. */
export const fullTextStyle: SystemStyleObject = { display: { base: 'none', md: 'inline' } };

/** Styles for an empty sibling that shows `short` on phones only. */
export const shortTextStyle = (short: string): SystemStyleObject => ({
  display: { base: 'inline', md: 'none' },
  _before: { content: cssString(short) },
});
