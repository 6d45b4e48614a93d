import { useEffect, useRef, useState } from 'react';
import type { ShownError } from '../../components/form/error-text';
import { t } from '../../i18n';
import { readSession } from '../../lib/storage';
import {
  availableProviders,
  LINE_PENDING_KEY,
  loadSdk,
  type ProviderName,
  realCredential,
  type SocialCredential,
  socialSettings,
  usesSandbox,
} from '../../stores/social';
import { SandboxDialog } from './sandbox-dialog';

/**
 * Getting a provider credential, for sign-in and for binding: the real SDK (preloaded when the page opens)
 * or, in dev/test, the sandbox dialog. `onCredential` does the call.
 */
export function useSocial(onCredential: (provider: ProviderName, credential: SocialCredential) => void) {
  const settings = socialSettings();
  const providers = availableProviders(settings);
  const [sandboxFor, setSandboxFor] = useState<ProviderName | null>(null);
  const [failure, setFailure] = useState<ShownError | null>(null);
  const googleSlot = useRef<HTMLDivElement>(null);
  const latest = useRef(onCredential);
  latest.current = onCredential;

  const start = (provider: ProviderName) => {
    setFailure(null);
    if (usesSandbox(provider, settings)) {
      setSandboxFor(provider);
      return;
    }
    realCredential(provider, settings, googleSlot.current).then(
      (credential) => latest.current(provider, credential),
      () => setFailure({ text: t('social.failed', { provider: t(`social.${provider}`) }) }),
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page; the settings come from the config
  useEffect(() => {
    // the SDKs load while the player reads the page, so the popup opens within the tap (not blocked)
    for (const p of providers)
      if (!usesSandbox(p, settings)) void loadSdk(p, settings).catch(() => undefined);
    // back from LINE's login page: finish that sign-in
    if (readSession(LINE_PENDING_KEY) && providers.includes('line') && !usesSandbox('line', settings))
      start('line');
  }, []);

  const dialog = sandboxFor && (
    <SandboxDialog
      provider={sandboxFor}
      onCancel={() => setSandboxFor(null)}
      onDone={(credential) => {
        setSandboxFor(null);
        latest.current(sandboxFor, credential);
      }}
    />
  );
  return { providers, start, dialog, googleSlot, failure, setFailure };
}

const ICON: Record<ProviderName, string> = {
  google: '/img/social/google.svg',
  facebook: '/img/social/facebook.svg',
  line: '/img/social/line.svg',
};

export function SocialButton({
  provider,
  label,
  onClick,
  disabled,
}: {
  provider: ProviderName;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={`btn social-btn social-${provider}`}
      onClick={onClick}
      disabled={disabled}
    >
      <img src={ICON[provider]} width="22" height="22" alt="" />
      <span>{label}</span>
    </button>
  );
}
