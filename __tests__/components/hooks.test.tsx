import React, { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useRevealOnce } from '../../src/hooks/useRevealOnce';
import { useScrollPast } from '../../src/hooks/useScrollPast';

function ScrollProbe({ threshold }: { threshold: number }) {
  return <p>{useScrollPast(threshold) ? 'past' : 'above'}</p>;
}

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });

describe('useScrollPast', () => {
  it('turns true only beyond the threshold and back when scrolled up', () => {
    render(<ScrollProbe threshold={20} />);
    expect(screen.getByText('above')).toBeInTheDocument();
    scrollTo(20);
    expect(screen.getByText('above')).toBeInTheDocument();
    scrollTo(21);
    expect(screen.getByText('past')).toBeInTheDocument();
    scrollTo(0);
    expect(screen.getByText('above')).toBeInTheDocument();
  });
});

describe('useRevealOnce', () => {
  let callback: (entries: Partial<IntersectionObserverEntry>[]) => void;
  let options: IntersectionObserverInit | undefined;
  const disconnect = jest.fn();

  beforeEach(() => {
    (window as any).IntersectionObserver = jest.fn((cb, opts) => {
      callback = cb;
      options = opts;
      return { observe: jest.fn(), disconnect };
    });
  });

  function RevealProbe({ threshold }: { threshold?: number }) {
    const ref = useRef<HTMLDivElement>(null);
    return <div ref={ref}>{useRevealOnce(ref, { threshold })}</div>;
  }

  const below = { isIntersecting: false, boundingClientRect: { top: window.innerHeight + 400, height: 200 } as DOMRect };
  const entering = { isIntersecting: true, boundingClientRect: { top: window.innerHeight - 100, height: 200 } as DOMRect };

  it('waits only once it finds the element below the window, reveals it on entering (threshold 0.1, 50 px margin), and never hides again', () => {
    const { container } = render(<RevealProbe />);
    expect(options).toEqual({ threshold: 0.1, rootMargin: '0px 0px -50px 0px' });
    expect(container).toHaveTextContent('unknown');
    act(() => callback([below]));
    expect(container).toHaveTextContent('waiting');
    act(() => callback([below]));
    expect(container).toHaveTextContent('waiting');
    act(() => callback([entering]));
    expect(container).toHaveTextContent('shown');
    expect(disconnect).toHaveBeenCalled();
    act(() => callback([below]));
    expect(container).toHaveTextContent('shown');
  });

  it('never hides what is already on screen, or above it, when the script first looks', () => {
    for (const top of [window.innerHeight - 20, -2000]) {
      const { container, unmount } = render(<RevealProbe />);
      act(() => callback([{ isIntersecting: false, boundingClientRect: { top, height: 200 } as DOMRect }]));
      expect(container).toHaveTextContent('shown');
      unmount();
    }
  });

  it('waits where the browser has not laid the element out yet (no box, in a content-visibility: auto block)', () => {
    const { container } = render(<RevealProbe />);
    act(() => callback([{ isIntersecting: false, boundingClientRect: { top: 0, height: 0 } as DOMRect }]));
    expect(container).toHaveTextContent('waiting');
  });

  it('takes another threshold where a caller asks for one', () => {
    render(<RevealProbe threshold={0} />);
    expect(options?.threshold).toBe(0);
  });
});
