import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { t } from '../../i18n';
import { resetApp } from '../../test/helpers';
import { HomePage } from './home-page';

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="where">{pathname}</output>;
}

beforeEach(() => resetApp());
afterEach(() => cleanup());

describe('home lobby search entry', () => {
  it('is there before the catalogue loads and opens /game/search', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    const entry = screen.getByRole('link', { name: t('home.search') });
    expect(t('home.search')).toBe('Search games');
    fireEvent.click(entry);
    expect(screen.getByLabelText('where').textContent).toBe('/game/search');
  });
});
