import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { SessionEntry } from '@kabuto/shared/contracts/customers';
import { Card, Facts, RuleBox, Screen, ScreenBody, Tag } from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/date-time';
import { showMessage } from '@/lib/toast';
import { useEndSession, useSessions } from '../api/sessions';
import styles from './security.module.css';

/** /mine/sessions: where the customer is signed in, and ending any or all other sessions. */
export function SessionsScreen() {
  const { t } = useTranslation();
  const message = useMessage();
  const sessions = useSessions();
  const end = useEndSession();
  // This device first, then the others newest first (as the server lists them).
  const list = [...(sessions.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list.filter((s) => !s.current).length;

  function endOne(id: string) {
    end.mutate(id, { onSuccess: () => showMessage(message('session_ended')) });
  }

  return (
    <Screen testId="sessions-screen">
      <ScreenBody flat>
        <Card title={t('security.sessions.title')} testId="sessions-list">
          {list.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              busy={end.isPending}
              onEnd={() => endOne(session.id)}
            />
          ))}
          {others > 0 && (
            <Button
              block
              color="danger"
              fill="outline"
              shape="rounded"
              className={styles.endOthers}
              loading={end.isPending}
              onClick={() => endOne('others')}
              data-testid="session-end-others"
            >
              {t('security.sessions.endOthers', { count: others })}
            </Button>
          )}
        </Card>
        <RuleBox
          title={t('security.sessions.rulesTitle')}
          rules={[t('security.sessions.ruleNewDevice'), t('security.sessions.ruleIdle')]}
        />
      </ScreenBody>
    </Screen>
  );
}

function SessionItem(props: { session: SessionEntry; busy: boolean; onEnd: () => void }) {
  const { t } = useTranslation();
  const { session } = props;
  return (
    <section className={styles.session} data-testid="session-item" data-current={session.current}>
      <div className={styles.sessionHead}>
        <span data-testid="session-device">{session.device ?? t('security.sessions.unknown')}</span>
        {session.current ? (
          <Tag tone="passed" testId="session-current">
            {t('security.sessions.current')}
          </Tag>
        ) : (
          <Button
            size="mini"
            color="danger"
            fill="outline"
            shape="rounded"
            disabled={props.busy}
            onClick={props.onEnd}
            data-testid={`session-end-${session.id}`}
          >
            {t('security.sessions.end')}
          </Button>
        )}
      </div>
      <Facts
        items={[
          { label: t('security.sessions.address'), value: session.address ?? '—' },
          { label: t('security.sessions.firstSeen'), value: formatDateTime(session.first_seen) },
          { label: t('security.sessions.lastSeen'), value: formatDateTime(session.last_seen) },
        ]}
      />
    </section>
  );
}
