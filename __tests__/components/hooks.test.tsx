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
    const revealed = useRevealOnce(ref, { threshold });
    return <div ref={ref}>{revealed ? 'shown' : 'waiting'}</div>;
  }

  it('reveals once on entering the viewport (threshold 0.1, 50 px margin) and never hides again', () => {
    render(<RevealProbe />);
    expect(options).toEqual({ threshold: 0.1, rootMargin: '0px 0px -50px 0px' });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => callback([{ isIntersecting: true }]));
    expect(screen.getByText('shown')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
    act(() => callback([{ isIntersecting: false }]));
    expect(screen.getByText('shown')).toBeInTheDocument();
  });

  it('takes a stricter threshold where the page asks for one (the about hero: 0.2)', () => {
    render(<RevealProbe threshold={0.2} />);
    expect(options?.threshold).toBe(0.2);
  });
});
