import { mountStandalone } from '@app/shared/ui/standalone-harness';
import { routeTable } from './route-table';
import { namespace, pages } from './routes';

mountStandalone({ namespace, routeTable, pages });
