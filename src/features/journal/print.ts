// "Print" of one day of the journal: while printing, only the day's section shows (the app shell,
// the menu, the toolbar and everything else are hidden), in black on white whatever the theme.
// Elements that contain the section stay but lose their spacing, so the list starts at the top.
export const JOURNAL_PRINT_ID = 'journal-print';

const area = `#${JOURNAL_PRINT_ID}`;

export const journalPrintCss = `
.journal-print-only { display: none; }
@media print {
  @page { margin: 12mm; }
  html, body { background: #fff !important; color: #000 !important; padding: 0 !important; margin: 0 !important; min-height: 0 !important; }
  body *:not(:has(${area})):not(${area}):not(${area} *) { display: none !important; }
  body *:has(${area}) {
    display: block !important; position: static !important; margin: 0 !important; padding: 0 !important;
    border: 0 !important; width: auto !important; max-width: none !important; height: auto !important;
    min-height: 0 !important; overflow: visible !important; box-shadow: none !important; background: none !important;
  }
  ${area}, ${area} * { color: #000 !important; background: transparent !important; border-color: #bbb !important; }
  ${area} [data-print-hide] { display: none !important; }
  ${area} .journal-print-only { display: inline !important; }
  ${area} li { break-inside: avoid; }
}
`;
