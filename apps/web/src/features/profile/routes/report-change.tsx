import { profileMessages, routes } from '@autospa/contract';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { FormAlert, FormStatus } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { errorMessage } from '@/lib/api-client';
import { useReportProfileChange } from '../api/report-profile-change';

// The page the "This wasn't me" link of a profile-change notice opens. Opening it changes nothing (mail
// scanners follow links); the button does.
export function ReportProfileChangeRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const report = useReportProfileChange();
  const done = report.isSuccess;

  return (
    <div className="mx-auto w-full max-w-md">
      <DocumentTitle title="This wasn't me" />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-navy">This wasn&apos;t me</h1>
        <p className="mt-2 text-sm text-slate-600">
          Someone changed the email, phone or username of your Auto Spa account. Undo it to get your old details back: every device is
          signed out and you then choose a new password with Forgot Password.
        </p>
        <div className="mt-6 space-y-4">
          {!token && <FormAlert message={profileMessages.reportLinkInvalid} />}
          {token && !done && (
            <Button type="button" disabled={report.isPending} onClick={() => report.mutate({ token })} className="w-full">
              {report.isPending && <Spinner />}
              {report.isPending ? 'Undoing...' : 'Undo the change'}
            </Button>
          )}
          <FormStatus message={done ? report.data.message : undefined} tone="success" />
          {report.isError && <FormAlert message={errorMessage(report.error, profileMessages.reportFailed)} />}
        </div>
      </div>
      <div className="mt-6 text-center text-sm text-slate-600">
        <TextLink to={routes.forgotPassword}>Set a new password</TextLink>
      </div>
    </div>
  );
}
