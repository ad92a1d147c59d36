// The form reference page (/uikit/formlayout, issue 16 point 5). English texts: namespace `uikit`.
export { FormLayoutScreen } from './FormLayoutScreen';
