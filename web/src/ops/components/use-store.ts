// The player app's store hook is generic (nanostores → React, re-rendered in a transition): shared as is.
export { useStore } from '../../components/use-store';
