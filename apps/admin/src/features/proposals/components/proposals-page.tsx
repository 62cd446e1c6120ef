import type { FourEyesProposal } from '@kabuto/shared/contracts/admin-approvals';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/badge';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { useI18n } from '../../../i18n/i18n-provider';
import { failureMessage } from '../../../lib/api-client';
import { useApproveChange, useProposals, useRejectChange } from '../api/proposals';

const STATUS_TONE: Readonly<Record<FourEyesProposal['status'], BadgeTone>> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'neutral',
  expired: 'neutral',
};

/** Four-eyes proposals: a second staff member approves one, or rejects it with a reason. */
export function ProposalsPage() {
  const { t } = useI18n();
  const proposals = useProposals();
  const [reason, setReason] = useState('');
  return (
    <>
      <PageHeader title={t('nav.proposals')} lead={t('proposals.lead')} />
      <section className="card">
        <label className="field">
          <span className="field__label">{t('proposals.rejectReason')}</span>
          <input
            className="input"
            name="reject-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        {proposals.isPending ? (
          <LoadingState />
        ) : proposals.isError ? (
          <ErrorState error={proposals.error} onRetry={() => void proposals.refetch()} />
        ) : proposals.data.length === 0 ? (
          <EmptyState title={t('proposals.empty')} icon="✓" />
        ) : (
          <div className="table-wrap">
            <table className="table" data-testid="proposals-table">
              <thead>
                <tr>
                  <th>{t('proposals.col.change')}</th>
                  <th>{t('proposals.col.proposer')}</th>
                  <th>{t('proposals.col.state')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {proposals.data.map((p) => (
                  <ProposalRow key={p.id} proposal={p} reason={reason} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

function ProposalRow({ proposal: p, reason }: { proposal: FourEyesProposal; reason: string }) {
  const { t, formatDateTime } = useI18n();
  const toast = useToast();
  const approve = useApproveChange();
  const reject = useRejectChange();
  const done = {
    onSuccess: (r: { msg: string }) => toast.show('success', { msg: r.msg }),
    onError: (e: unknown) => toast.show('error', failureMessage(e)),
  };
  const change = Object.entries(p.change)
    .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
    .join(' · ');
  return (
    <tr data-testid={`proposal-row-${p.id}`}>
      <td>
        <span className="cell-title">
          <strong>
            {t(`proposals.kind.${p.kind}`)} · {p.target}
          </strong>
          <span className="cell-sub">{change}</span>
          <span className="cell-sub">{p.reason}</span>
        </span>
      </td>
      <td className="small">
        <span className="cell-title">
          <span>{p.proposer}</span>
          <span className="cell-sub nowrap">{formatDateTime(p.proposed_at)}</span>
        </span>
      </td>
      <td>
        <span className="cell-title">
          <Badge tone={STATUS_TONE[p.status]}>{t(`proposals.status.${p.status}`)}</Badge>
          <span className="cell-sub">
            {p.decided_by
              ? `${p.decided_by}${p.decision_reason ? ` · ${p.decision_reason}` : ''}`
              : t('proposals.expires', { at: formatDateTime(p.expires_at) })}
          </span>
          <span className="cell-sub">{t('proposals.role', { role: p.approver_role })}</span>
        </span>
      </td>
      <td className="table__actions">
        {p.status === 'pending' && (
          <span className="button-row">
            <button
              type="button"
              className="button button--primary"
              disabled={approve.isPending}
              onClick={() => approve.mutate(p.id, done)}
              data-testid={`proposal-approve-${p.id}`}
            >
              {t('proposals.approve')}
            </button>
            <button
              type="button"
              className="button button--danger-outline"
              disabled={reject.isPending}
              onClick={() => reject.mutate({ id: p.id, reason }, done)}
              data-testid={`proposal-reject-${p.id}`}
            >
              {t('proposals.reject')}
            </button>
          </span>
        )}
      </td>
    </tr>
  );
}
