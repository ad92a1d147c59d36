// The form reference page (/uikit/formlayout). English texts: namespace `uikit`.
export { FormLayoutScreen } from './FormLayoutScreen';
