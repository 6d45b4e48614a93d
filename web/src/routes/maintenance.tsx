import { MaintenancePage } from '../features/info/maintenance-page';

export default function Page() {
  return <MaintenancePage />;
}
