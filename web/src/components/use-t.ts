import { t } from '../i18n';

/** One language, so translations never change at run time; the hook exists to keep call sites uniform. */
export function useT(): typeof t {
  return t;
}
