import { type JobApplicationView, inboxMessages } from '@autospa/contract';
import { Download, Trash2 } from 'lucide-react';
import { DataTable, useServerPaging } from '@/components/ui/data-table';
import { IconButton } from '@/components/ui/icon-button';
import { useConfirmedAction } from '@/lib/use-confirmed-action';
import { useDeleteJobApplication } from '../api/delete-job-application';
import { useJobApplications } from '../api/get-job-applications';
import { useResumeDownload } from '../hooks/use-resume-download';
import { applicationColumns } from './application-columns';
import { DeleteConfirm } from './delete-confirm';
import { inboxTexts } from './inbox-texts';
import { PanelState } from './panel-state';

const texts = inboxTexts.applications;

// Job applications from the Careers page, newest first, with their résumés to download.
export function ApplicationsPanel() {
  const { paging, setPaging, params } = useServerPaging();
  const applications = useJobApplications(params);
  const resume = useResumeDownload();
  const remove = useConfirmedAction<JobApplicationView>(useDeleteJobApplication(), {
    success: inboxMessages.applicationDeleted,
    failure: inboxTexts.deleteFailed,
  });

  const rowActions = (a: JobApplicationView) => (
    <>
      <IconButton
        label={`Download résumé of ${a.name}`}
        icon={Download}
        onClick={() => resume.start(a._id, a.resumeName)}
        disabled={resume.pendingId === a._id}
        aria-busy={resume.pendingId === a._id}
      />
      <IconButton label={`Delete application from ${a.name}`} icon={Trash2} tone="danger" onClick={() => remove.ask(a)} />
    </>
  );

  return (
    <>
      <PanelState query={applications} texts={texts} searching={!!paging.search.trim() || !!params.q}>
        {(page) => (
          <DataTable
            caption={texts.caption}
            columns={applicationColumns}
            data={page.data}
            getRowId={(a) => a._id}
            getRowName={(a) => a.name}
            rowActions={rowActions}
            server={{ total: page.total, paging, onPagingChange: setPaging }}
            busy={applications.isPlaceholderData}
          />
        )}
      </PanelState>
      <DeleteConfirm
        title={remove.target ? `Delete the application from ${remove.target.name}?` : undefined}
        description="The application and its résumé are removed for good. This cannot be undone."
        flow={remove}
      />
    </>
  );
}
