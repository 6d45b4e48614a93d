import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $ageNotice } from '../../stores/age';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { AgeSheet } from './age-sheet';

function mount() {
  const router = createMemoryRouter([{ path: '*', Component: AgeSheet }]);
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  resetApp();
  $ageNotice.set('pending');
  stubFetch(() => json({}));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('age sheet', () => {
  it('lists the full notice: 21+, excluded groups, forfeiture and the top-up rule', () => {
    mount();
    const sheet = screen.getByRole('dialog');
    const text = sheet.textContent ?? '';
    for (const phrase of [
      '21 years old',
      'Government officials and employees',
      'armed forces and the police',
      'gaming licence holders',
      "regulator's restricted database",
      'open or public areas',
      'forfeited',
      'at least one valid top-up',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('Accept closes the notice; I Do Not Accept shows the blocked state', () => {
    mount();
    fireEvent.click(screen.getByRole('button', { name: 'I Do Not Accept' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Access not available');
    fireEvent.click(screen.getByRole('button', { name: 'Review the notice again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect($ageNotice.get()).toBe('accepted');
  });
});
