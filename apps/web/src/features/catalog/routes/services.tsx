import { messages, routes } from '@autospa/contract';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { listErrorText } from '@/lib/read-list';
import { useSession } from '@/lib/use-session';
import { useServices } from '../api/get-services';
import { catalogTexts } from '../components/catalog-texts';
import { ServiceCard } from '../components/service-card';

// The User menu's Services (and States): the bookable services with price and duration. Only a customer
// books from here; staff see the same cards, and the Admin a link to manage them.
export function ServicesRoute() {
  const role = useSession()?.typeOfUser;
  const services = useServices();
  const active = services.data?.filter((s) => s.status === 'Active') ?? [];
  return (
    <>
      <PageHeader
        title="Services"
        description="Every wash we offer today, with its price and how long it takes."
        actions={
          role === 'Admin' && (
            <Link to={routes.allServices} className={buttonClasses('secondary')}>
              Manage services
            </Link>
          )
        }
      />
      {services.isPending ? (
        <ListLoading text={catalogTexts.loadingServices} />
      ) : services.isError ? (
        <ListError text={listErrorText(services.error, messages.catalog.failedServiceList)} />
      ) : active.length === 0 ? (
        <ListEmpty title="No services to book right now">Please check again soon or call us.</ListEmpty>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {active.map((s) => (
            <ServiceCard key={s._id} service={s} canBook={role === 'User'} />
          ))}
        </ul>
      )}
    </>
  );
}
