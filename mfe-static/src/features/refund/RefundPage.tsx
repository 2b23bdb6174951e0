import { StaticPage } from '../static-page/StaticPage';
import { refundContent } from './content';

/** The refund policy for magazine subscriptions and advertising. */
export function RefundPage() {
  return <StaticPage content={refundContent} />;
}
