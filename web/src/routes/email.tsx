import { InboxPage } from '../features/mail/inbox-page';

export default function Page() {
  return <InboxPage />;
}
