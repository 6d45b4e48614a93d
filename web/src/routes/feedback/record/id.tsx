import { useParams } from 'react-router';
import { FeedbackDetailPage } from '../../../features/feedback/feedback-detail-page';

export default function Page() {
  // The route table already checked :id is a whole number ≥ 1.
  const id = Number(useParams().id);
  return <FeedbackDetailPage key={id} id={id} />;
}
