import { useState } from 'react';
import { Picker } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { DEFAULT_TIME_ZONES, TIME_ZONES } from '@kabuto/shared/time-zones';
import type { TimeZone } from '@kabuto/shared/time-zones';
import { Icon } from '@/components/icon/icon';
import { Card } from '@/components/screen-kit/screen-kit';
import { useLanguage } from '@/i18n/i18n';
import { useTimeZoneStore, zoneOffsetMinutes } from '@/lib/date-time';
import { INTL_LOCALES } from '@/lib/language';
import { showMessage } from '@/lib/toast';
import { useSetTimeZone } from '../api/set-time-zone';
import styles from './profile.module.css';

const DEFAULT_VALUE = 'default';

/** "Japan Time · UTC+09:00": the zone's name in the app's language and its offset now. */
export function zoneLabel(zone: TimeZone, language: Language): string {
  const offset = zoneOffsetMinutes(new Date(), zone);
  const abs = Math.abs(offset);
  const utc = `UTC${offset < 0 ? '−' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  const name =
    new Intl.DateTimeFormat(INTL_LOCALES[language], { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value ?? zone;
  return `${name} · ${utc}`;
}

/** My Page: the time zone of every date and time the app shows, kept on the customer. */
export function TimeZoneCard() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const chosen = useTimeZoneStore((state) => state.chosen);
  const save = useSetTimeZone();
  const [open, setOpen] = useState(false);
  const fallback = DEFAULT_TIME_ZONES[language];
  const current = chosen
    ? zoneLabel(chosen, language)
    : t('profile.timeZone.default', { zone: zoneLabel(fallback, language) });
  const columns = [
    [
      {
        label: t('profile.timeZone.default', { zone: zoneLabel(fallback, language) }),
        value: DEFAULT_VALUE,
      },
      ...TIME_ZONES.map((zone) => ({ label: zoneLabel(zone, language), value: zone })),
    ],
  ];
  return (
    <Card title={t('profile.timeZone.title')} testId="my-page-time-zone">
      <button
        type="button"
        className={styles.link}
        onClick={() => setOpen(true)}
        data-testid="my-page-time-zone-pick"
      >
        <span className={styles.linkIcon}>
          <Icon name="clock" size={17} strokeWidth={2} />
        </span>
        <span className={styles.linkLabel} data-testid="my-page-time-zone-value">
          {current}
        </span>
        <span className={styles.linkArrow}>
          <Icon name="chevron" size={16} strokeWidth={2.2} />
        </span>
      </button>
      <p className={styles.inviteHint}>{t('profile.timeZone.hint')}</p>
      <Picker
        columns={columns}
        visible={open}
        value={[chosen ?? DEFAULT_VALUE]}
        onClose={() => setOpen(false)}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onConfirm={(value) => {
          const picked = value[0];
          const zone = picked && picked !== DEFAULT_VALUE ? (picked as TimeZone) : null;
          save.mutate(zone, { onSuccess: () => showMessage(t('profile.timeZone.saved')) });
        }}
      />
    </Card>
  );
}
