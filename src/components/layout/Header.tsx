import React, { useCallback, useId, useState } from 'react';
import { Link } from 'gatsby';
import styled, { css } from 'styled-components';
import { HEADER_SCROLL_THRESHOLD_PX } from '../../constants';
import { useScrollPast } from '../../hooks/useScrollPast';
import { useBusiness } from '../../queries/useBusiness';
import { useServicePages } from '../../queries/useServicePages';
import { media, theme } from '../../theme/theme';
import { ButtonLink, PhoneButton } from '../ui/buttons';
import { QUOTE_PATH, SERVICES_PATH, primaryNav } from './navigation';
import { ServicesMenu, navItemStyles } from './ServicesMenu';

/** The fixed header: logo, desktop navigation with the services menu, and the mobile menu. */
export function Header({ pathname }: { pathname: string }) {
  const business = useBusiness();
  const services = useServicePages();
  const scrolled = useScrollPast(HEADER_SCROLL_THRESHOLD_PX);
  const [servicesOpen, setServicesOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const mobileMenuId = useId();
  const closeServices = useCallback(() => setServicesOpen(false), []);
  const inServices = pathname === SERVICES_PATH || pathname.startsWith(`${SERVICES_PATH}/`);

  // A new page opens with both menus closed. Adjusted while rendering (React's way to reset state when a prop
  // changes), so the new page is never drawn with a menu still open first, as an effect would draw it.
  const [menusOf, setMenusOf] = useState(pathname);
  if (menusOf !== pathname) {
    setMenusOf(pathname);
    setMenuOpen(false);
    setServicesOpen(false);
  }

  const solid = scrolled || menuOpen;

  return (
    <Bar $solid={solid}>
      <Inner>
        <Brand to="/">{business.name}</Brand>

        <DesktopNav aria-label="Main">
          <NavList onMouseLeave={closeServices}>
            {primaryNav.map((item) =>
              item.to === SERVICES_PATH ? (
                <ServicesMenu key={item.to} open={servicesOpen} onOpenChange={setServicesOpen} services={services} current={inServices} />
              ) : (
                <li key={item.to} onMouseEnter={closeServices}>
                  <NavLink to={item.to}>{item.label}</NavLink>
                </li>
              ),
            )}
          </NavList>
          <ButtonLink to={QUOTE_PATH} onMouseEnter={closeServices}>
            Get Quote
          </ButtonLink>
        </DesktopNav>

        <MenuToggle
          type="button"
          aria-expanded={menuOpen}
          aria-controls={mobileMenuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Bars $open={menuOpen} aria-hidden="true">
            <span />
            <span />
            <span />
          </Bars>
        </MenuToggle>
      </Inner>

      <MobileMenu id={mobileMenuId} hidden={!menuOpen} aria-label="Mobile">
        <MobileList onClick={(event) => (event.target as HTMLElement).closest('a') && setMenuOpen(false)}>
          {primaryNav.map((item) => (
            <li key={item.to}>
              <MobileLink to={item.to}>{item.label}</MobileLink>
              {item.to === SERVICES_PATH && (
                <SubList>
                  {services.map((service) => (
                    <li key={service.id}>
                      <MobileLink to={service.path} $sub>
                        {service.name}
                      </MobileLink>
                    </li>
                  ))}
                </SubList>
              )}
            </li>
          ))}
        </MobileList>
        <MobileActions onClick={(event) => (event.target as HTMLElement).closest('a') && setMenuOpen(false)}>
          <PhoneButton $variant="secondary">Call {business.phone.display}</PhoneButton>
          <ButtonLink to={QUOTE_PATH}>Get Quote</ButtonLink>
        </MobileActions>
      </MobileMenu>
    </Bar>
  );
}

const Bar = styled.header<{ $solid: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${theme.zIndex.header};
  transition:
    background-color 0.25s ease,
    box-shadow 0.25s ease,
    color 0.25s ease;
  ${({ $solid }) =>
    $solid
      ? css`
          background: ${theme.colors.headerScrolled};
          color: ${theme.colors.ink};
          box-shadow: ${theme.shadows.header};
        `
      : css`
          background: ${theme.colors.headerTop};
          color: ${theme.colors.white};
        `}
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  max-width: ${theme.layout.maxWidth};
  height: ${theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 ${theme.space.lg};
`;

const Brand = styled(Link)`
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
  color: inherit;
  text-decoration: none;
  line-height: 1.2;
  max-width: 14rem;
`;

const DesktopNav = styled.nav`
  display: none;
  align-items: center;
  gap: ${theme.space.md};

  ${media.up('lg')} {
    display: flex;
  }
`;

const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NavLink = styled(Link)`
  ${navItemStyles}

  &[aria-current='page'] {
    box-shadow: inset 0 -3px 0 ${theme.colors.sunset};
  }
`;

const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  background: none;
  border: 0;
  color: inherit;
  cursor: pointer;

  ${media.up('lg')} {
    display: none;
  }
`;

const Bars = styled.span<{ $open: boolean }>`
  display: grid;
  gap: 5px;

  span {
    display: block;
    width: 24px;
    height: 2px;
    background: currentColor;
    transition:
      transform 0.2s ease,
      opacity 0.2s ease;
  }

  ${({ $open }) =>
    $open &&
    css`
      span:nth-child(1) {
        transform: translateY(7px) rotate(45deg);
      }
      span:nth-child(2) {
        opacity: 0;
      }
      span:nth-child(3) {
        transform: translateY(-7px) rotate(-45deg);
      }
    `}
`;

const MobileMenu = styled.nav`
  max-height: calc(100vh - ${theme.layout.headerHeight});
  overflow-y: auto;
  padding: ${theme.space.md} ${theme.space.lg} ${theme.space.lg};
  background: ${theme.colors.white};
  color: ${theme.colors.ink};
  border-top: 1px solid ${theme.colors.line};

  &[hidden] {
    display: none;
  }

  ${media.up('lg')} {
    display: none;
  }
`;

const MobileList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SubList = styled.ul`
  margin: 0;
  padding: 0 0 0 ${theme.space.lg};
  list-style: none;
`;

const MobileLink = styled(Link)<{ $sub?: boolean }>`
  display: block;
  padding: 0.7rem 0.5rem;
  color: inherit;
  font-weight: ${({ $sub }) => ($sub ? 400 : 600)};
  text-decoration: none;
  border-radius: ${theme.radii.sm};

  &[aria-current='page'] {
    background: ${theme.colors.seafoam};
    color: ${theme.colors.oceanDark};
  }
`;

const MobileActions = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.line};
`;
