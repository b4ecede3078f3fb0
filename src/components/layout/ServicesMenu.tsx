import React, { useEffect, useId, useRef } from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { ALL_SERVICES_LABEL, SERVICES_PATH } from './navigation';
import type { ServicePageLink } from '../../queries/useServicePages';
import { theme } from '../../theme/theme';

interface ServicesMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  services: ServicePageLink[];
  current: boolean;
}

/**
 * The desktop "Services" disclosure: hovering opens it, so does the button
 * (for keyboards and touch); Escape or focus leaving it closes it.
 */
export function ServicesMenu({ open, onOpenChange, services, current }: ServicesMenuProps) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onOpenChange(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onOpenChange]);

  return (
    <Wrapper
      ref={wrapperRef}
      onMouseEnter={() => onOpenChange(true)}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <Trigger ref={buttonRef} type="button" aria-expanded={open} aria-controls={menuId} $current={current} onClick={() => onOpenChange(!open)}>
        Services
        <Chevron aria-hidden="true" $open={open} />
      </Trigger>
      <Menu id={menuId} hidden={!open}>
        <li>
          <MenuLink to={SERVICES_PATH} onClick={() => onOpenChange(false)}>
            {ALL_SERVICES_LABEL}
          </MenuLink>
        </li>
        {services.map((service) => (
          <li key={service.id}>
            <MenuLink to={service.path} onClick={() => onOpenChange(false)}>
              {service.name}
            </MenuLink>
          </li>
        ))}
      </Menu>
    </Wrapper>
  );
}

const Wrapper = styled.li`
  position: relative;
`;

export const navItemStyles = `
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.5rem 0.75rem;
  border-radius: 999px;
  font-weight: 600;
  text-decoration: none;
  color: inherit;
  background: none;
  border: 0;
  cursor: pointer;
`;

const Trigger = styled.button<{ $current: boolean }>`
  ${navItemStyles}
  ${({ $current }) => $current && `box-shadow: inset 0 -3px 0 ${theme.colors.sunset};`}
`;

const Chevron = styled.span<{ $open: boolean }>`
  width: 0.5rem;
  height: 0.5rem;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: translateY(${({ $open }) => ($open ? '2px' : '-2px')}) rotate(${({ $open }) => ($open ? '-135deg' : '45deg')});
  transition: transform 0.2s ease;
`;

const Menu = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  min-width: 220px;
  margin: 0;
  padding: ${theme.space.sm};
  list-style: none;
  background: ${theme.colors.white};
  color: ${theme.colors.ink};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.raised};

  &[hidden] {
    display: none;
  }
`;

const MenuLink = styled(Link)`
  display: block;
  padding: 0.6rem 0.9rem;
  border-radius: ${theme.radii.sm};
  color: inherit;
  text-decoration: none;

  &:hover,
  &[aria-current='page'] {
    background: ${theme.colors.seafoam};
    color: ${theme.colors.oceanDark};
  }
`;
