// Dates and times on the order pages, in the chef's (Irish English, 24 h) format.
const dateTime = new Intl.DateTimeFormat('en-IE', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false });
const clock = new Intl.DateTimeFormat('en-IE', { hour: '2-digit', minute: '2-digit', hour12: false });

const safe = (format: Intl.DateTimeFormat) => (iso: string | null | undefined): string => {
  if (!iso) return '';
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : format.format(at);
};

/** "21 Nov, 19:05" */
export const formatDateTime = safe(dateTime);
/** "19:05" */
export const formatClock = safe(clock);
