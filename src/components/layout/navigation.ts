/** The site's main navigation. Labels of controls live in code; every route exists in the specification. */
export interface NavItem {
  label: string;
  to: string;
}

export const primaryNav: NavItem[] = [
  { label: 'About', to: '/about' },
  { label: 'Services', to: '/services' },
  { label: 'Gallery', to: '/gallery' },
  { label: 'Community', to: '/community' },
  { label: 'Testimonials', to: '/testimonials' },
  { label: 'Contact', to: '/contact' },
];

export const SERVICES_PATH = '/services';
export const QUOTE_PATH = '/quote';
export const ALL_SERVICES_LABEL = 'All Services';

export const footerQuickLinks: NavItem[] = [
  { label: 'About Us', to: '/about' },
  { label: 'Services', to: '/services' },
  { label: 'Community', to: '/community' },
  { label: 'Gallery', to: '/gallery' },
  { label: 'Testimonials', to: '/testimonials' },
  { label: 'Contact', to: '/contact' },
  { label: 'Get Quote', to: '/quote' },
];
