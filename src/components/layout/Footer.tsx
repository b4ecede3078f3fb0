import React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { useBusiness } from '../../queries/useBusiness';
import { useSiteChrome } from '../../queries/useSiteChrome';
import { media, theme } from '../../theme/theme';
import { ButtonLink } from '../ui/buttons';
import { Container } from '../ui/layout';
import { PhoneLink } from '../ui/PhoneLink';
import { SocialIcon } from '../ui/SocialIcon';
import { QUOTE_PATH, footerQuickLinks } from './navigation';

const scrollToTopSmoothly = () => window.scrollTo({ top: 0, behavior: 'smooth' });

export function Footer() {
  const business = useBusiness();
  const { footer } = useSiteChrome();

  return (
    <Wrapper>
      <Container>
        <Columns>
          <div>
            <Name>{business.name}</Name>
            <p>{footer.tagline}</p>
            <Socials>
              {business.socialProfiles.map((profile) => (
                <li key={profile.network}>
                  <SocialLink href={profile.url} target="_blank" rel="noopener noreferrer" aria-label={`${profile.label} (opens in a new tab)`}>
                    <SocialIcon network={profile.network} />
                  </SocialLink>
                </li>
              ))}
            </Socials>
          </div>
          <nav aria-label="Quick links">
            <Heading>Quick Links</Heading>
            <List>
              {footerQuickLinks.map((link) => (
                <li key={link.to}>
                  <FooterLink to={link.to}>{link.label}</FooterLink>
                </li>
              ))}
            </List>
          </nav>
          <div>
            <Heading>{footer.expertiseTitle}</Heading>
            <List>
              {footer.expertise.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </List>
          </div>
          <div>
            <Heading>Get in Touch</Heading>
            <List>
              <li>
                <FooterPhone />
              </li>
              <li>{business.areaServed}</li>
            </List>
            <ButtonLink to={QUOTE_PATH} onClick={scrollToTopSmoothly}>
              Get Free Quote
            </ButtonLink>
          </div>
        </Columns>
        <Bottom>
          <p>
            © {footer.copyrightYear} {business.name}. All rights reserved.
          </p>
          <p>
            {footer.credit.text}{' '}
            <a href={footer.credit.url} target="_blank" rel="noopener noreferrer">
              {footer.credit.label}
            </a>
          </p>
        </Bottom>
      </Container>
    </Wrapper>
  );
}

const Wrapper = styled.footer`
  background: ${theme.colors.oceanDeep};
  color: ${theme.colors.white};
  padding: ${theme.space.xxl} 0 ${theme.space.lg};

  a {
    color: inherit;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};

  ${media.up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${media.up('lg')} {
    grid-template-columns: 1.4fr 1fr 1fr 1.2fr;
  }
`;

const Name = styled.p`
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.xl};
  font-weight: 700;
`;

const Heading = styled.h2`
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.md};
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;

const List = styled.ul`
  margin: 0 0 ${theme.space.md};
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${theme.space.xs};
`;

const FooterLink = styled(Link)`
  display: inline-block;
  padding: 0.2rem 0;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const FooterPhone = styled(PhoneLink)`
  font-weight: 700;
`;

const Socials = styled.ul`
  display: flex;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SocialLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.12);

  &:hover {
    background: rgba(255, 255, 255, 0.24);
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.xl};
  padding-top: ${theme.space.lg};
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  font-size: ${theme.fontSizes.sm};

  p {
    margin: 0;
  }
`;
