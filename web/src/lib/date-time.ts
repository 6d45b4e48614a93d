import { TIME_ZONE } from '@casino/contracts/constants';

// Times are shown in Philippine time whatever the device's zone: the product day boundary is Manila.
const dateTime = new Intl.DateTimeFormat('en-PH', {
  timeZone: TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

export function formatDateTime(epochMs: number): string {
  return dateTime.format(new Date(epochMs));
}
