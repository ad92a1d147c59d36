// The week: per weekday "Closed", "Open" (one range, or two with "Add a second range") or "Open all
// day", checked by the contract's rules on the device (each day's problem under that day's hours)
// and saved as one outbox entry (the whole week; the last save wins).
import { Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';
import { useForm, useWatch, type Control, type FieldErrors, type Resolver, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS, type Weekday, type WeeklySchedule } from '@/contract';
import { SelectField, TextField } from '@/ui/form';
import { weekOf, weekProblems, weekValues, type WeekValues } from './week-form';

/** Checks the whole week with the contract's schema; each problem lands on its day's hours. */
const resolver: Resolver<WeekValues> = (values) => {
  const problems = weekProblems(values);
  const days = Object.keys(problems) as Weekday[];
  if (days.length === 0) return { values, errors: {} };
  return { values: {}, errors: Object.fromEntries(days.map((day) => [day, { state: { type: 'schedule', message: problems[day] } }])) };
};

type Props = { schedule: WeeklySchedule | null; onSave: (week: WeeklySchedule) => Promise<void> };

export function WeekForm({ schedule, onSave }: Props) {
  const { t } = useTranslation('kitchenSchedule');
  const form = useForm<WeekValues>({ resolver, defaultValues: weekValues(schedule), mode: 'onSubmit', reValidateMode: 'onChange' });
  const { isSubmitting, errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSave(weekOf(values)))} aria-labelledby="week-heading">
      <Stack gap="4">
      <Stack gap="1">
        <Heading as="h2" id="week-heading" size="lg">
          {t('week.heading')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('week.pastMidnight')}
        </Text>
      </Stack>
      <Stack gap="3">
        {WEEKDAYS.map((day) => (
          <DayFields key={day} day={day} control={form.control} register={form.register} errors={errors} setTwo={(two) => form.setValue(`${day}.twoRanges`, two)} />
        ))}
      </Stack>
      <Button type="submit" colorPalette="primary" minH="11" alignSelf={{ base: 'stretch', md: 'start' }} loading={isSubmitting}>
        {t('week.save')}
      </Button>
      </Stack>
    </form>
  );
}

type DayProps = {
  day: Weekday;
  control: Control<WeekValues>;
  register: UseFormRegister<WeekValues>;
  errors: FieldErrors<WeekValues>;
  setTwo: (two: boolean) => void;
};

function DayFields({ day, control, register, errors, setTwo }: DayProps) {
  const { t } = useTranslation('kitchenSchedule');
  const state = useWatch({ control, name: `${day}.state` });
  const two = useWatch({ control, name: `${day}.twoRanges` });
  const options = (['closed', 'open', 'allDay'] as const).map((value) => ({ value, label: t(`week.state.${value}`) }));
  return (
    <Stack as="fieldset" gap="3" borderWidth="1px" borderColor="border" rounded="l2" p="3" minW="0" data-testid={`day-${day}`}>
      <Text as="legend" fontWeight="semibold" px="1">
        {t(`days.${day}`)}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="end">
        <SelectField label={t('week.hours')} registration={register(`${day}.state`)} options={options} error={errors[day]?.state?.message} />
        {state === 'open' && (
          <>
            <TextField label={t('week.opens')} type="time" registration={register(`${day}.first.from`)} />
            <TextField label={t('week.closes')} type="time" registration={register(`${day}.first.to`)} />
          </>
        )}
      </SimpleGrid>
      {state === 'open' &&
        (two ? (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="end">
            <Button variant="outline" colorPalette="gray" minH="11" onClick={() => setTwo(false)}>
              <Minus aria-hidden="true" />
              {t('week.removeSecond')}
            </Button>
            <TextField label={t('week.secondOpens')} type="time" registration={register(`${day}.second.from`)} />
            <TextField label={t('week.secondCloses')} type="time" registration={register(`${day}.second.to`)} />
          </SimpleGrid>
        ) : (
          <HStack>
            <Button variant="ghost" colorPalette="primary" minH="11" onClick={() => setTwo(true)}>
              <Plus aria-hidden="true" />
              {t('week.addSecond')}
            </Button>
          </HStack>
        ))}
    </Stack>
  );
}
