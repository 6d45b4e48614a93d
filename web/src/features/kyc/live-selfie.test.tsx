import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/support';
import { resetApp } from '../../test/helpers';
import { LiveSelfie } from './live-selfie';

// What a player sees when the live selfie cannot use a camera: a reason they can act on and the file upload, never a
// dead button. (The camera steps themselves run in real Chromium with its fake camera: e2e/kyc-live-selfie.)

const upload = () => async () => ({ ok: true as const, fileId: 'up_0123456789abcdef01234567' });

function withCamera(getUserMedia: (() => Promise<MediaStream>) | undefined) {
  vi.stubGlobal('navigator', {
    ...navigator,
    mediaDevices: getUserMedia ? { getUserMedia } : undefined,
  });
}

beforeEach(() => resetApp());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('live selfie without a camera', () => {
  it('a refused camera says how to allow it and offers a photo upload instead', async () => {
    withCamera(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    const onChange = vi.fn();
    render(<LiveSelfie upload={upload} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start live selfie' }));
    const why = await screen.findByRole('alert');
    expect(why.textContent).toMatch(/camera is blocked for this site/);
    expect(screen.getByLabelText('Photo of your face')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try the camera again' })).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('a device with no camera API goes straight to the photo upload with its own message', async () => {
    withCamera(undefined);
    render(<LiveSelfie upload={upload} onChange={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start live selfie' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/no camera we can use/);
    expect(screen.getByLabelText('Photo of your face')).toBeTruthy();
  });

  it('while the camera opens, the step line is announced and Cancel brings the start back', async () => {
    withCamera(() => new Promise<MediaStream>(() => {}));
    render(<LiveSelfie upload={upload} onChange={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start live selfie' }));
    const line = await screen.findByText('Opening the front camera…');
    expect(line.getAttribute('aria-live')).toBe('assertive');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Start live selfie' })).toBeTruthy();
  });
});
