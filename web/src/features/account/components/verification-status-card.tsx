import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { dateTimeParts } from '../../../shared/format/date-time';
import { Alert } from '../../../shared/ui/alert';
import { Spinner } from '../../../shared/ui/spinner';
import type { VerificationRecord } from '../api/account-api';
import { useObjectUrl } from '../hooks/use-object-url';
import { useVerificationFile } from '../hooks/use-verification';
import { whatToFix } from '../lib/account-steps';
import { ID_METHOD_LABELS, isIdMethod } from '../lib/id-methods';

const STATUS_CLASS: Record<VerificationRecord['status'], string> = {
  Pending: 'status--pending',
  Approved: 'status--won',
  Rejected: 'status--lost',
  'Resubmission requested': 'status--pending',
};

/** The latest record: status (with the reason of a rejection, or what to fix in a new upload), document type, date and a preview. */
export function VerificationStatusCard({ record }: { record: VerificationRecord | null }) {
  if (!record) {
    return (
      <div className="card profile-card kyc-status">
        <div className="kyc-status__head">
          <h2 className="panel__title">Verification status</h2>
          <span className="status status--other" data-testid="kyc-status">
            Not Submitted
          </span>
        </div>
        <p className="muted">Upload a driver&apos;s license, passport or national ID to verify your identity.</p>
      </div>
    );
  }
  return (
    <div className="card profile-card kyc-status">
      <div className="kyc-status__head">
        <h2 className="panel__title">Verification status</h2>
        <span className={`status ${STATUS_CLASS[record.status]}`} data-testid="kyc-status">
          {record.status}
        </span>
      </div>
      {record.status === 'Rejected' && (
        <Alert testId="kyc-reason">
          <strong>Rejected:</strong> {record.reason || 'No reason was given.'}
        </Alert>
      )}
      {record.status === 'Resubmission requested' && (
        <Alert tone="info" testId="kyc-reason">
          <strong>Please upload your document again.</strong> {record.reason ? whatToFix(record.reason) : 'Our team needs a new copy.'}
        </Alert>
      )}
      <dl className="kyc-status__facts">
        <div>
          <dt>Document</dt>
          <dd>{isIdMethod(record.method) ? ID_METHOD_LABELS[record.method] : record.method}</dd>
        </div>
        <div>
          <dt>Submitted</dt>
          <dd>{dateTimeParts(record.created_at)?.join(', ') ?? '-'}</dd>
        </div>
      </dl>
      <DocumentPreview key={record.created_at} record={record} />
    </div>
  );
}

function DocumentPreview({ record }: { record: VerificationRecord }) {
  const file = useVerificationFile(record);
  const src = useObjectUrl(file.data);
  // An image the browser cannot decode: say so instead of a broken picture.
  const [unreadable, setUnreadable] = useState(false);
  if (file.isPending) {
    return (
      <div className="kyc-preview kyc-preview--empty">
        <Spinner label="Loading the document" />
      </div>
    );
  }
  if (file.isError) return <p className="muted kyc-preview__error">The document preview is unavailable: {errorMessage(file.error)}</p>;
  if (!src) return null;
  if (file.data.type === 'application/pdf') {
    return (
      <div className="kyc-preview" data-testid="kyc-preview">
        <object data={src} type="application/pdf" className="kyc-preview__pdf" aria-label="Your ID document">
          <a href={src} target="_blank" rel="noreferrer">
            Open the document (PDF)
          </a>
        </object>
      </div>
    );
  }
  return (
    <div className="kyc-preview" data-testid="kyc-preview">
      {unreadable ? (
        <p className="muted kyc-preview__error">
          This file cannot be shown here.{' '}
          <a href={src} download="id-document">
            Download it
          </a>
        </p>
      ) : (
        <img src={src} alt="Your ID document" className="kyc-preview__image" onError={() => setUnreadable(true)} />
      )}
    </div>
  );
}
