import type { TFunction } from 'i18next';

const WORD_JOINER = '\u2060';

/**
 * The working days and hours of deposits and withdrawals (SPEC §9), from the settings
 * `funding_days` (working or all) and `funding_hours` (HH:MM-HH:MM).
 */
export function fundingHoursText(
  t: TFunction,
  days: string | undefined,
  hours: string | undefined,
): string {
  const [start = '00:00', end = '23:59'] = (hours || '00:00-23:59').split('-');
  const dayKey = days === 'all' ? 'all' : 'working';
  // Word joiners hold the range together: a narrow screen broke "00:00– / 23:59" after the dash.
  return t('funding.hoursValue', {
    days: t(`funding.days.${dayKey}`),
    start: `${start}${WORD_JOINER}`,
    end: `${WORD_JOINER}${end}`,
  });
}
