// A kitchen clock time in words: "19:45", "10:00 tomorrow", "10:00 on Tuesday".
import type { TFunction } from 'i18next';
import type { ClockWhen } from './kitchen-look';

export const whenText = (t: TFunction<'kitchen'>, at: ClockWhen): string => t(`when.${at.day}`, { time: at.time, weekday: at.weekday });
