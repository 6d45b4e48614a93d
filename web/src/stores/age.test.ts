import { beforeEach, describe, expect, it } from 'vitest';
import { KEY } from '../lib/storage';
import { resetApp } from '../test/helpers';
import {
  $ageNotice,
  acceptAgeNotice,
  ageNoticeVisible,
  declineAgeNotice,
  followAgeAcrossTabs,
  reviewAgeNotice,
} from './age';

beforeEach(() => {
  resetApp();
  $ageNotice.set('pending');
});

describe('age and eligibility notice (spec §5)', () => {
  it('shows until accepted, and remembers the acceptance on this device', () => {
    expect(ageNoticeVisible($ageNotice.get(), '/')).toBe(true);
    acceptAgeNotice();
    expect(localStorage.getItem(KEY.ageAccepted)).toBe('1');
    expect(ageNoticeVisible($ageNotice.get(), '/')).toBe(false);
  });

  it('is hidden on the terms of use and the privacy policy', () => {
    expect(ageNoticeVisible('pending', '/terms-of-use')).toBe(false);
    expect(ageNoticeVisible('pending', '/privacy-policy/')).toBe(false);
    expect(ageNoticeVisible('declined', '/privacy-policy')).toBe(false);
    expect(ageNoticeVisible('pending', '/faq')).toBe(true);
  });

  it('a decline blocks the app until the player reviews the notice again', () => {
    declineAgeNotice();
    expect($ageNotice.get()).toBe('declined');
    expect(ageNoticeVisible($ageNotice.get(), '/')).toBe(true);
    expect(localStorage.getItem(KEY.ageAccepted)).toBeNull();
    reviewAgeNotice();
    expect($ageNotice.get()).toBe('pending');
  });

  it('follows another tab: accepting there hides the sheet here, clearing storage there brings it back', () => {
    const stop = followAgeAcrossTabs();
    localStorage.setItem(KEY.ageAccepted, '1');
    dispatchEvent(new StorageEvent('storage', { key: KEY.ageAccepted, newValue: '1' }));
    expect($ageNotice.get()).toBe('accepted');
    expect(ageNoticeVisible($ageNotice.get(), '/')).toBe(false);
    localStorage.clear();
    dispatchEvent(new StorageEvent('storage', { key: null }));
    expect($ageNotice.get()).toBe('pending');
    stop();
  });

  it('a decline here gives way to an acceptance in another tab', () => {
    const stop = followAgeAcrossTabs();
    declineAgeNotice();
    localStorage.setItem(KEY.ageAccepted, '1');
    dispatchEvent(new StorageEvent('storage', { key: KEY.ageAccepted, newValue: '1' }));
    expect($ageNotice.get()).toBe('accepted');
    stop();
  });
});
