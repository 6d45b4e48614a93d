import { FairnessPage } from '../features/games/fairness-page';

export default function Page() {
  return <FairnessPage />;
}
