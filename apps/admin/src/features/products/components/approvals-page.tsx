import type { PriceApproval } from '@kabuto/shared/contracts/admin-approvals';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/badge';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useI18n } from '../../../i18n/i18n-provider';
import { useCommand } from '../../../lib/use-command';
import { useApprovals, useApproveProposal, useRejectProposal } from '../api/approvals';
import { grouped, useShortDateTime } from './format';
import { ProductCommandDialog, ProductReasonDialog } from './products-shell';
import { RowAction } from './row-action';
import { TableHead } from '../../../components/table-head';

const STATUS_TONE: Readonly<Record<PriceApproval['status'], BadgeTone>> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'neutral',
};

/**
 * Prices staff proposed for block offers and IPO offerings: a second staff member approves one
 * (the product is then offered to customers) or rejects it with a reason.
 */
export function ApprovalsPage() {
  const { t } = useI18n();
  const proposals = useApprovals();
  const [approving, setApproving] = useState<PriceApproval | null>(null);
  const [rejecting, setRejecting] = useState<PriceApproval | null>(null);
  return (
    <div className="products-stack">
      <p className="muted">{t('products.approvals.lead')}</p>
      <section className="card">
        {proposals.isPending ? (
          <LoadingState />
        ) : proposals.isError ? (
          <ErrorState error={proposals.error} onRetry={() => void proposals.refetch()} />
        ) : proposals.data.length === 0 ? (
          <EmptyState title={t('products.approvals.empty')} icon="✓" />
        ) : (
          <div className="table-wrap">
            <table className="table" data-testid="approvals-table">
              <TableHead
                actions={t('products.col.actions')}
                columns={[
                  { label: t('products.approvals.col.product') },
                  { label: t('products.approvals.col.price'), numeric: true },
                  { label: t('products.approvals.col.proposed') },
                  { label: t('products.approvals.col.state') },
                ]}
              />
              <tbody>
                {proposals.data.map((p) => (
                  <ApprovalRow
                    key={p.id}
                    proposal={p}
                    onApprove={setApproving}
                    onReject={setRejecting}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <ApproveDialog proposal={approving} onClose={() => setApproving(null)} />
      <RejectDialog proposal={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}

function ApprovalRow({
  proposal: p,
  onApprove,
  onReject,
}: {
  proposal: PriceApproval;
  onApprove: (p: PriceApproval) => void;
  onReject: (p: PriceApproval) => void;
}) {
  const { t } = useI18n();
  const short = useShortDateTime();
  return (
    <tr data-testid={`approval-row-${p.id}`}>
      <td>
        <span className="cell-title">
          <strong>
            {t(`products.approvals.kind.${p.kind}`)} · {p.code}
          </strong>
          <span className="cell-sub">
            #{p.target_id} · {p.currency}
          </span>
        </span>
      </td>
      <td className="numeric">
        <span className="cell-title">
          <span className="cell-figure">{grouped(p.price)}</span>
          <span className="cell-sub">
            {p.reference_price === null
              ? t('products.approvals.noReference')
              : t('products.approvals.reference', { price: grouped(p.reference_price) })}
          </span>
        </span>
      </td>
      <td className="small">
        <span className="cell-title">
          <span>{p.proposed_by}</span>
          <span className="cell-sub nowrap">{short(p.proposed_at)}</span>
        </span>
      </td>
      <td>
        <span className="cell-title">
          <Badge tone={STATUS_TONE[p.status]}>{t(`products.approvals.status.${p.status}`)}</Badge>
          {p.decided_by && (
            <span className="cell-sub">
              {p.decided_by}
              {p.reason ? ` · ${p.reason}` : ''}
            </span>
          )}
        </span>
      </td>
      <td className="table__actions">
        {p.status === 'pending' && (
          <span className="button-row">
            <RowAction
              tone="primary"
              onClick={() => onApprove(p)}
              data-testid={`approval-approve-${p.id}`}
            >
              {t('products.approvals.approve')}
            </RowAction>
            <RowAction
              tone="danger-outline"
              onClick={() => onReject(p)}
              data-testid={`approval-reject-${p.id}`}
            >
              {t('products.approvals.reject')}
            </RowAction>
          </span>
        )}
      </td>
    </tr>
  );
}

function ApproveDialog({
  proposal,
  onClose,
}: {
  proposal: PriceApproval | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const approve = useApproveProposal();
  const command = useCommand();

  function close() {
    command.setError(null);
    onClose();
  }

  return (
    <ProductCommandDialog
      subject={proposal}
      title={(p) => t('products.approvals.approveTitle', { code: p.code })}
      testId="approval-approve-dialog"
      error={command.error}
      pending={approve.isPending}
      submitLabel={t('products.approvals.approve')}
      submitTestId="approval-approve-confirm"
      onSubmit={(p) => void command.send(() => approve.mutateAsync(p.id), close)}
      onClose={close}
    >
      {(p) => (
        <p>
          {t('products.approvals.approveBody', {
            price: grouped(p.price),
            currency: p.currency,
            by: p.proposed_by,
          })}
        </p>
      )}
    </ProductCommandDialog>
  );
}

function RejectDialog({
  proposal,
  onClose,
}: {
  proposal: PriceApproval | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const reject = useRejectProposal();
  return (
    <ProductReasonDialog
      subject={proposal}
      title={(p) => t('products.approvals.rejectTitle', { code: p.code })}
      body={t('products.approvals.rejectBody')}
      testId="approval-reject-dialog"
      tone="danger"
      pending={reject.isPending}
      submitLabel={t('products.approvals.reject')}
      submitTestId="approval-reject-confirm"
      send={(p, reason) => reject.mutateAsync({ id: p.id, reason })}
      onClose={onClose}
    />
  );
}
