import { ReportPage } from '../../features/games/report-page';

export default function Page() {
  return <ReportPage />;
}
