import { DocumentPage } from '../features/info/document-page';

export default function Page() {
  return <DocumentPage doc="terms" />;
}
