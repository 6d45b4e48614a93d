import { FeedbackRecordsPage } from '../../features/feedback/feedback-records-page';

export default function Page() {
  return <FeedbackRecordsPage />;
}
