import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { useInboxCounts } from '../api/get-inbox-counts';
import { inboxKeys, type InboxKind } from '../api/inbox-keys';
import { ApplicationsPanel } from '../components/applications-panel';
import { InboxTabs } from '../components/inbox-tabs';
import { inboxTexts } from '../components/inbox-texts';
import { MessagesPanel } from '../components/messages-panel';
import { SubscribersPanel } from '../components/subscribers-panel';

const kinds: InboxKind[] = ['messages', 'subscribers', 'applications'];
const panels = { messages: MessagesPanel, subscribers: SubscribersPanel, applications: ApplicationsPanel };
const isKind = (value: string | null): value is InboxKind => kinds.includes(value as InboxKind);

// What visitors send through the public forms (issue 5): contact messages, newsletter sign-ups, job
// applications. The tab is in the address (?tab=subscribers) so a link or a reload keeps it.
export function InboxRoute() {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab');
  const active: InboxKind = isKind(tab) ? tab : 'messages';
  const counts = useInboxCounts();
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: inboxKeys.all }) > 0;
  const Panel = panels[active];

  return (
    <>
      <PageHeader
        title="Inbox"
        description="What visitors send from the public site: contact messages, newsletter sign-ups and job applications."
        actions={<RefreshButton onClick={() => void queryClient.invalidateQueries({ queryKey: inboxKeys.all })} busy={fetching} />}
      />
      <section className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        <InboxTabs
          label="Inbox"
          tabs={kinds.map((key) => ({ key, label: inboxTexts[key].tab, count: counts[key] }))}
          active={active}
          onChange={(key) => setSearch(key === 'messages' ? {} : { tab: key }, { replace: true })}
        >
          <Panel key={active} />
        </InboxTabs>
      </section>
    </>
  );
}
