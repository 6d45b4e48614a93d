import { FeedbackPage } from '../features/feedback/feedback-page';

export default function Page() {
  return <FeedbackPage />;
}
