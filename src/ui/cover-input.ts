// Style for the hidden <input> of Chakra/Ark radios, checkboxes and switches: instead of a 1 px
// clipped box, the (still invisible) input covers its visual control (wrap both in a
// `position: relative` box). The real control is then what a pointer hits there, so browser tests
// can `check()` it by role and name, while a click on the item's text still reaches its label.
import type { CSSProperties } from 'react';

export const coverInputStyle: CSSProperties = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  clip: 'auto',
  opacity: 0,
  cursor: 'pointer',
  zIndex: 1,
};
