import React from 'react';
import { screen } from '@testing-library/react';
import { ErrorBoundary } from '../../src/components/layout/ErrorBoundary';
import { renderWithSite } from '../helpers/render';

function Broken(): React.ReactElement {
  throw new Error('the page data is missing');
}

describe('ErrorBoundary', () => {
  it('shows "Unexpected Application Error!" with a reload button and the phone number when a page throws', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithSite(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(910) 833-4777' })).toHaveAttribute('href', 'tel:+19108334777');
  });

  it('renders the page untouched when nothing throws', () => {
    renderWithSite(
      <ErrorBoundary>
        <p>Fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Fine')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
