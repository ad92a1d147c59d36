// A date field that shows the day as every screen does ("21 Nov 2026", src/lib/format), whatever
// the browser's language: the chef types it ("21/11/2026", "21 Nov 2026", "2026-11-21") or picks
// it from a calendar. The value is a local day key ("2026-11-21"); undefined when empty.
import { DatePicker, IconButton, parseDate, Portal, type DateValue, type SystemStyleObject } from '@chakra-ui/react';
import { CalendarDays } from 'lucide-react';
import { APP_LOCALE, formatDayKey, parseDay } from '@/lib/format';

const localTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

type Props = {
  label: string;
  value: string | undefined;
  onChange: (day: string | undefined) => void;
  /** Earliest and latest day that may be chosen ("2026-11-01"). */
  min?: string | undefined;
  max?: string | undefined;
  openLabel: string;
  /** Shown while empty (a filter: "Any day"). */
  placeholder: string;
};

const toValue = (day: string | undefined): DateValue[] => (day ? [parseDate(day)] : []);
const toDay = (value: DateValue | undefined): string | undefined => value?.toString();

/** Every day, month and arrow of the calendar is a 44 px touch target. */
const touchTargets: SystemStyleObject = {
  '--table-cell-size': 'sizes.11',
  '--datepicker-nav-trigger-size': 'sizes.11',
  '& [data-part=view-trigger]': { minHeight: 'sizes.11' },
};

export function DayField({ label, value, onChange, min, max, openLabel, placeholder }: Props) {
  return (
    <DatePicker.Root
      size="lg"
      locale={APP_LOCALE}
      // The calendar's "today" is the chef's, as the rows' dates are (Chakra's default is UTC).
      timeZone={localTimeZone}
      startOfWeek={1}
      value={toValue(value)}
      min={min ? parseDate(min) : undefined}
      max={max ? parseDate(max) : undefined}
      format={(date) => formatDayKey(date.toString())}
      parse={(text) => {
        const day = parseDay(text);
        return day ? parseDate(day) : undefined;
      }}
      onValueChange={(details) => onChange(toDay(details.value[0]))}
    >
      <DatePicker.Label>{label}</DatePicker.Label>
      <DatePicker.Control>
        <DatePicker.Input placeholder={placeholder} autoComplete="off" />
        <DatePicker.Trigger asChild>
          <IconButton variant="outline" aria-label={openLabel} boxSize="11" flexShrink={0} color="fg.muted">
            <CalendarDays />
          </IconButton>
        </DatePicker.Trigger>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.View view="day" css={touchTargets}>
              <DatePicker.Header />
              <DatePicker.DayTable />
            </DatePicker.View>
            <DatePicker.View view="month" css={touchTargets}>
              <DatePicker.Header />
              <DatePicker.MonthTable />
            </DatePicker.View>
            <DatePicker.View view="year" css={touchTargets}>
              <DatePicker.Header />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}
