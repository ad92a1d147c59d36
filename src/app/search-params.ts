// How the URL's query is written and read. TanStack Router's default JSON-quotes a text that looks
// like a number (`?q="1011"`) to keep its type; here text is written as typed (`?q=1011`) and each
// screen's search validation turns what it reads into its own types (a search for "1011" is
// read back as the number 1011 and the history's parser makes it text again).
import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';

export const stringifySearch = stringifySearchWith((value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)));
export const parseSearch = parseSearchWith(JSON.parse);
