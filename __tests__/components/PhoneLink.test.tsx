import React from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { PhoneLink } from '../../src/components/ui/PhoneLink';
import { NOTICE_VISIBLE_MS } from '../../src/constants';
import { renderWithSite } from '../helpers/render';

const setViewport = (width: number, touchPoints = 0) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window.navigator, 'maxTouchPoints', { configurable: true, value: touchPoints });
};

const setClipboard = (clipboard: unknown) => Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: clipboard });

/** Clicks the link and reports whether the browser would have followed the tel: address (jsdom cannot follow it). */
function click(link: HTMLElement): boolean {
  let followed = false;
  const record = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', record);
  fireEvent.click(link);
  document.removeEventListener('click', record);
  return followed;
}

describe('PhoneLink', () => {
  beforeEach(() => {
    setViewport(1280);
    document.execCommand = jest.fn(() => true);
  });

  it('is a tel: link showing the formatted number', () => {
    renderWithSite(<PhoneLink />);
    expect(screen.getByRole('link', { name: '(910) 833-4777' })).toHaveAttribute('href', 'tel:+19108334777');
  });

  it('dials under 768 px wide: the click is left to the browser and nothing is copied', () => {
    setViewport(767);
    const writeText = jest.fn();
    setClipboard({ writeText });
    renderWithSite(<PhoneLink />);
    expect(click(screen.getByRole('link'))).toBe(true);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('dials on a touch screen even when it is wide', () => {
    setViewport(1280, 5);
    setClipboard({ writeText: jest.fn() });
    renderWithSite(<PhoneLink />);
    expect(click(screen.getByRole('link'))).toBe(true);
  });

  it('copies the number on a desktop and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    renderWithSite(<PhoneLink />);
    expect(click(screen.getByRole('link'))).toBe(false);
    expect(await screen.findByText('Phone number copied!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('(910) 833-4777');
    expect(screen.getByRole('status')).toHaveTextContent('(910) 833-4777');
  });

  it('shows the number under the title "Phone number" when copying fails', async () => {
    setClipboard({ writeText: jest.fn().mockRejectedValue(new Error('denied')) });
    renderWithSite(<PhoneLink />);
    click(screen.getByRole('link'));
    expect(await screen.findByText('Phone number')).toBeInTheDocument();
    expect(screen.queryByText('Phone number copied!')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('(910) 833-4777');
  });

  it('falls back to a selection copy when the clipboard interface is missing', async () => {
    setClipboard(undefined);
    renderWithSite(<PhoneLink />);
    click(screen.getByRole('link'));
    expect(await screen.findByText('Phone number copied!')).toBeInTheDocument();
    expect(document.execCommand).toHaveBeenCalledWith('copy');
  });

  it('keeps one notice at a time and hides it after a while', async () => {
    jest.useFakeTimers();
    setClipboard({ writeText: jest.fn().mockResolvedValue(undefined) });
    renderWithSite(
      <>
        <PhoneLink>Call one</PhoneLink>
        <PhoneLink>Call two</PhoneLink>
      </>,
    );
    click(screen.getByRole('link', { name: 'Call one' }));
    click(screen.getByRole('link', { name: 'Call two' }));
    await act(async () => undefined);
    expect(screen.getAllByText('Phone number copied!')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(NOTICE_VISIBLE_MS));
    expect(screen.queryByText('Phone number copied!')).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
