import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useParams } from 'react-router';
import { endSentence, type ApprovalPage as ApprovalPageData } from '@signshop/domain';
import { Page } from '../../ui/Page.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { usePageBrand } from '../../platform/page-brand.tsx';
import { useApprovalPage } from './queries.ts';
import { answerApproval } from './mutations.ts';
import { ApprovalAnswerForm } from './ApprovalAnswerForm.tsx';
import { ProofView, SentQuoteView } from './SentContent.tsx';
import './approval.css';

/**
 * /approve/{token}: the public page a customer opens from the approval mail (no account needed).
 * It shows the quote as the PDF shows it (or the proof), then Approve or Request changes. A link
 * that opens nothing says why (not valid, expired, already answered) and nothing else.
 */
export function ApprovalPage() {
  const { token = '' } = useParams();
  const page = useApprovalPage(token);
  const [answered, setAnswered] = useState<'approved' | 'changes_requested' | null>(null);
  usePageBrand(page.data?.shop_name);
  if (page.isPending) return <LoadingState label="Opening the approval…" />;
  if (page.isError)
    return (
      <Page title="Approval" narrow>
        <Alert variant="secondary" data-testid="approval-refused">
          {page.error.message}
        </Alert>
      </Page>
    );
  const data: ApprovalPageData = page.data;
  const what = data.kind === 'quote' ? `Quote ${data.given_id}` : 'Art proof';
  return (
    <Page title={`${what}: ${data.job_name}`}>
      <p className="text-body-secondary">
        From {endSentence(data.shop_name)} This link works until{' '}
        {new Date(data.expires_at).toLocaleDateString()}.
      </p>
      {data.notice && (
        <Alert variant="warning" data-testid="approval-notice">
          {data.notice}
        </Alert>
      )}
      {data.kind === 'quote' && data.quote ? (
        <SentQuoteView quote={data.quote} token={token} />
      ) : (
        data.file && <ProofView file={data.file} token={token} />
      )}
      {answered ? (
        <Alert variant="success" className="mt-4" data-testid="approval-done">
          {answered === 'approved'
            ? `Thank you. Your approval was recorded and ${data.shop_name} has been told.`
            : `Thank you. Your request for changes was sent to ${endSentence(data.shop_name)}`}
        </Alert>
      ) : (
        !data.notice && (
          <ApprovalAnswerForm
            submit={(answer) => answerApproval(token, answer)}
            statement={data.statement}
            onAnswered={setAnswered}
          />
        )
      )}
    </Page>
  );
}
