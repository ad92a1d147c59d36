// The id of the <style> in index.html that holds Chakra's global CSS, put there by the Vite plugin
// in dev and build alike (build/chakra-css/plugin.ts): the token variables, the reset, the global
// styles and keyframes. The screen snapshot leaves it out of its pictures, since the page they are
// painted on has it.
export const CHAKRA_GLOBAL_STYLE_ID = 'chakra-global';
