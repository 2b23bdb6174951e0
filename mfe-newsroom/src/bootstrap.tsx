import { mountStandalone } from '@janmat/shared/standalone';
import { pages } from './routes';

/** Standalone page for developing this section alone (only the remote's own dev HTML has #root). */
mountStandalone('newsroom', pages);
