import { DownloadPage } from '../features/info/download-page';

export default function Page() {
  return <DownloadPage />;
}
