// Printing the prep sheet: while printing, only the sheet shows (the app shell, the menu, the
// toolbar and everything else are hidden; elements that contain the sheet stay but lose their
// spacing), black on white whatever the theme, on the paper the chef chose:
// - receipt: a page 80 mm wide and exactly as long as the sheet (a receipt printer cuts there;
//   measured under the same rules with the `prep-measure` class, see measureReceiptMm), a 72 mm
//   column of monospace text;
// - A4: an A4 page with 12 mm margins, the sheet full width, page breaks between dishes avoided.
export const PREP_PRINT_ID = 'prep-sheet-print';
export type Paper = 'receipt' | 'a4';
export const papers: readonly Paper[] = ['receipt', 'a4'];

const area = `#${PREP_PRINT_ID}`;
const PX_PER_MM = 96 / 25.4;
const A4_HEIGHT_MM = 297;

// The receipt column, under `scope` (print, or the measuring class on screen).
const receiptLook = (scope: string) => `
  ${scope} { width: 72mm !important; max-width: 72mm !important; padding: 4mm !important; margin: 0 !important;
    font-family: 'Courier New', ui-monospace, monospace !important; font-size: 12px !important; line-height: 1.3 !important; }
  ${scope} * { font-family: inherit !important; font-size: 12px !important; line-height: 1.3 !important; gap: 2px !important; }
  ${scope} [data-print="title"] { font-size: 16px !important; font-weight: bold !important; text-align: center; }
  ${scope} [data-print="group-title"], ${scope} [data-print="dish"] { font-size: 14px !important; font-weight: bold !important; }
  ${scope} [data-print="dish"] * { font-size: inherit !important; }
  ${scope} [data-print="group"] { border-top: 1px dashed #000 !important; padding: 2mm 0 0 !important; margin: 2mm 0 0 !important; border-radius: 0 !important; border-left: 0 !important; border-right: 0 !important; border-bottom: 0 !important; }
  ${scope} [data-print="dishes"] { padding: 0 !important; }
  ${scope} [data-print="totals"] { padding: 0 !important; border: 0 !important; }
  ${scope} .prep-print-only { display: block !important; }
`;

export const prepPrintCss = `
.prep-print-only { display: none; }
${receiptLook(`${area}.prep-measure[data-paper="receipt"]`)}
@media print {
  html, body { background: #fff !important; color: #000 !important; padding: 0 !important; margin: 0 !important; min-height: 0 !important; }
  body *:not(:has(${area})):not(${area}):not(${area} *) { display: none !important; }
  body *:has(${area}) {
    display: block !important; position: static !important; margin: 0 !important; padding: 0 !important;
    border: 0 !important; width: auto !important; max-width: none !important; height: auto !important;
    min-height: 0 !important; overflow: visible !important; box-shadow: none !important; background: none !important;
  }
  ${area}, ${area} * { color: #000 !important; background: transparent !important; border-color: #000 !important; box-shadow: none !important; }
  ${area} [data-print-hide] { display: none !important; }
  ${area} .prep-print-only { display: block !important; }
  ${area} [data-print="dish"], ${area} [data-print="note"] { break-inside: avoid; }
  ${area} [data-print="allergy"] { border: 2px solid #000 !important; font-weight: bold !important; }
  ${receiptLook(`${area}[data-paper="receipt"]`)}
}
`;

const PAGE_STYLE_ID = 'prep-sheet-page';

/** Sets the printed page for the paper (the receipt as long as the sheet is now); null removes it. */
export function setPrintPage(paper: Paper | null): void {
  let style = document.getElementById(PAGE_STYLE_ID);
  if (paper === null) {
    style?.remove();
    return;
  }
  if (!style) {
    style = document.createElement('style');
    style.id = PAGE_STYLE_ID;
    document.head.append(style);
  }
  const page = paper === 'receipt' ? `size: 80mm ${measureReceiptMm()}mm; margin: 0;` : 'size: A4; margin: 12mm;';
  style.textContent = `@media print { @page { ${page} } }`;
}

/** The length of the receipt page, in mm: the sheet laid out as it prints, plus a little paper. */
export function measureReceiptMm(): number {
  const sheet = document.getElementById(PREP_PRINT_ID);
  if (!sheet) return A4_HEIGHT_MM;
  sheet.classList.add('prep-measure');
  const height = sheet.offsetHeight;
  sheet.classList.remove('prep-measure');
  if (height === 0) return A4_HEIGHT_MM;
  return Math.max(40, Math.ceil(height / PX_PER_MM) + 4);
}
