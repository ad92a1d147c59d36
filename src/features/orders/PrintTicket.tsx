// Printing the kitchen ticket: a copy of the ticket sits at the end of <body>, out of sight on
// screen; while printing, everything else is hidden and only the ticket prints, on a page 80 mm
// wide (a receipt printer) and exactly as long as the ticket (measured as the print starts; A4
// height before that), which a printer with A4 paper prints at the top of the sheet. The "Print
// ticket" button calls window.print().
import { Global } from '@emotion/react';
import { useEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import type { Order } from '@/contract';
import { KitchenTicket } from './KitchenTicket';

const PRINT_ID = 'kitchen-ticket-print';
const PX_PER_MM = 96 / 25.4;
const A4_HEIGHT_MM = 297;

const printCss = (heightMm: number) => `
@media screen { #${PRINT_ID} { position: absolute; left: -10000px; top: 0; visibility: hidden; pointer-events: none; } }
@media print {
  @page { size: 80mm ${heightMm}mm; margin: 0; }
  html, body { background: #fff !important; margin: 0 !important; padding: 0 !important; min-height: 0 !important; }
  body > *:not(#${PRINT_ID}) { display: none !important; }
  #${PRINT_ID} { display: block !important; width: 80mm; }
  #${PRINT_ID} .kitchen-ticket { margin: 0 auto; box-shadow: none; }
}
`;

export function PrintTicket({ order }: { order: Order }) {
  const [printedAt, setPrintedAt] = useState<string | undefined>(undefined);
  const [heightMm, setHeightMm] = useState(A4_HEIGHT_MM);
  useEffect(() => {
    // As the print starts: the time goes on the ticket and the page takes the ticket's length
    // (flushed before the browser lays out the page).
    const prepare = () => {
      flushSync(() => setPrintedAt(new Date().toISOString()));
      const ticket = document.querySelector<HTMLElement>(`#${PRINT_ID} .kitchen-ticket`);
      const measured = ticket ? Math.ceil(ticket.offsetHeight / PX_PER_MM) + 2 : 0;
      flushSync(() => setHeightMm(measured > 20 ? measured : A4_HEIGHT_MM));
    };
    window.addEventListener('beforeprint', prepare);
    return () => window.removeEventListener('beforeprint', prepare);
  }, []);
  return (
    <>
      <Global styles={printCss(heightMm)} />
      {createPortal(
        <div id={PRINT_ID}>
          <KitchenTicket order={order} printedAt={printedAt} />
        </div>,
        document.body,
      )}
    </>
  );
}
