import { ServicePage } from '../../features/service/service-page';

export default function Page() {
  return <ServicePage vip />;
}
