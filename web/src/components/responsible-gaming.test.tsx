import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, mountApp, signedIn } from '../test/app';
import { resetApp } from '../test/helpers';

describe('responsible gaming copy', () => {
  beforeAll(async () => {
    await Promise.all([import('../app/page-routes'), import('../features/protection/self-limited-page')]);
  });
  beforeEach(() => resetApp());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('the footer carries the tagline and the national helpline, one tap to call', async () => {
    fakeApi({});
    mountApp('/about-us');
    const link = await screen.findAllByRole('link', { name: '(02) 8248-9568' });
    expect(link.length).toBeGreaterThan(0);
    for (const l of link) expect(l.getAttribute('href')).toBe('tel:+63282489568');
    expect(screen.getAllByText(/Gambling can be addictive\. Know when to stop\./).length).toBeGreaterThan(0);
  });

  it('the self-limit page gives the helpline number, not just its name', async () => {
    // the page's figures are not needed: the helpline shows in every state of it
    fakeApi({ selfLimitInfo: () => new Response('{}', { status: 500 }) });
    await signedIn();
    mountApp('/member/self-limited');
    const link = await screen.findAllByRole('link', { name: '(02) 8248-9568' });
    expect(link[0]!.getAttribute('href')).toBe('tel:+63282489568');
  });
});
