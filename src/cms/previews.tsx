/* eslint-disable @typescript-eslint/no-explicit-any -- Decap hands previews its own untyped objects (Immutable maps,
   editor-shaped data, createClass components); they are read here as the records they hold. */
/**
 * The editor's preview pane, drawn with the site's own components and theme,
 * so staff see the card they are making as visitors will. Bundled on its own
 * (src/cms/writeAdmin.ts) with the site's React: Decap CMS runs a React of its
 * own, so each preview mounts a root of the site's React inside the element
 * Decap gives it. Photos come from the editor (a new upload or the file in
 * data/), shown at their own size rather than as the build's responsive set.
 */
import React from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { StyleSheetManager } from 'styled-components';
import { TestimonialCard } from '../components/ui/TestimonialCard';
import { ServiceCards } from '../sections/home/ServiceCards';
import { GalleryCategorySection } from '../sections/gallery/GalleryCategorySection';
import { fontStacksCss } from '../theme/fontStacks';
import { globalCss } from '../theme/globalCss';
import { theme } from '../theme/theme';

/** What Decap CMS hands a preview: the entry being edited (an Immutable map) and a resolver of photo paths. */
interface PreviewProps {
  entry: { get(key: string): any };
  getAsset(path: string): { toString(): string } | undefined;
  document: Document;
}

/** A widget as Decap's registry holds it. */
export interface DecapWidget {
  control: unknown;
  preview?: unknown;
  schema?: unknown;
  globalStyles?: unknown;
  allowMapValue?: boolean;
}

export interface Decap {
  registerPreviewTemplate(name: string, component: unknown): void;
  registerPreviewStyle(href: string): void;
  registerCustomFormat(name: string, extension: string, formatter: { fromFile(content: string): unknown; toFile(data: unknown): string }): void;
  registerEventListener(listener: { name: string; handler: () => unknown }): void;
  getWidget(name: string): DecapWidget;
  registerWidget(widget: { name: string; controlComponent: unknown; previewComponent?: unknown } & Omit<DecapWidget, 'control' | 'preview'>): void;
  getLocale(locale: string): Record<string, any> | undefined;
  registerLocale(locale: string, phrases: Record<string, any>): void;
}

const plain = (value: any) => (value && typeof value.toJS === 'function' ? value.toJS() : value);

/**
 * A photo of the record as the image data Photo draws (its real size is unknown until it loads, so 4:3 is
 * assumed). Every photo is in the one media folder (src/cms/editorConfig.ts), which Decap reads through its backend
 * (the local file proxy on a laptop, the repository's host on the live site), so a photo already there shows as
 * well as a new upload.
 */
export function editorImage(props: PreviewProps, value: unknown): IGatsbyImageData | null {
  if (typeof value !== 'string' || value === '') return null;
  const src = props.getAsset(value)?.toString();
  if (!src) return null;
  return { layout: 'constrained', width: 800, height: 600, images: { fallback: { src, srcSet: `${src} 800w`, sizes: '800px' }, sources: [] } };
}

type Render = (data: Record<string, any>, props: PreviewProps) => React.ReactNode;

/** A Decap preview component whose content is a tree of the site's React, in the site's theme and type. */
function makePreview(render: Render) {
  const { createClass, h } = window as unknown as { createClass: (spec: object) => unknown; h: (...args: unknown[]) => unknown };
  return createClass({
    componentDidMount(this: any) {
      const doc: Document = this.props.document ?? document;
      if (!doc.head.querySelector('style[data-site-global]')) {
        const style = doc.createElement('style');
        style.dataset.siteGlobal = '';
        style.textContent = fontStacksCss() + globalCss(theme);
        doc.head.prepend(style);
      }
      this.root = createRoot(this.element) as Root;
      this.draw();
    },
    componentDidUpdate(this: any) {
      this.draw();
    },
    componentWillUnmount(this: any) {
      const root: Root = this.root;
      // Unmounting during Decap's own render is refused by React; let it finish first.
      setTimeout(() => root.unmount());
    },
    draw(this: any) {
      const props: PreviewProps = this.props;
      const doc: Document = props.document ?? document;
      this.root.render(<StyleSheetManager target={doc.head}>{render(plain(props.entry.get('data')) ?? {}, props)}</StyleSheetManager>);
    },
    render(this: any) {
      return h('div', { ref: (element: HTMLElement | null) => (this.element = element) });
    },
  });
}

const previews: Record<string, Render> = {
  testimonials: (data, props) => (
    <div style={{ maxWidth: 420, margin: '2rem auto' }}>
      <TestimonialCard
        imageSizes="420px"
        testimonial={{
          id: data.id ?? '',
          name: data.name ?? '',
          location: data.location ?? '',
          project: data.project ?? '',
          rating: Number(data.rating) || 0,
          text: data.text ?? '',
          image: editorImage(props, data.image),
        }}
      />
    </div>
  ),
  services: (data, props) =>
    data.card ? (
      <ServiceCards
        title={data.name ?? ''}
        cards={[
          {
            id: data.id ?? '',
            title: data.card.title ?? '',
            description: data.card.description ?? '',
            image: editorImage(props, data.card.image),
            path: data.page?.path ?? '/services',
          },
        ]}
      />
    ) : (
      <p style={{ padding: '2rem' }}>This service has no home-page card.</p>
    ),
  gallery: (data, props) => (
    <GalleryCategorySection
      flip={false}
      quoteLabel={`Get Quote for ${data.title ?? ''}`}
      category={{
        id: data.id ?? 'preview',
        title: data.title ?? '',
        subtitle: data.subtitle ?? '',
        description: data.description ?? '',
        comingSoon: data.comingSoon ?? null,
        items: (data.projects ?? []).map((project: any) => ({
          title: project.title ?? '',
          description: project.description ?? '',
          image: editorImage(props, project.image),
        })),
      }}
    />
  ),
};

/** Registers the previews; `style` is the stylesheet bundled beside them (Swiper's, for the gallery carousel). */
export function registerPreviews(cms: Decap, style?: string) {
  for (const [collection, render] of Object.entries(previews)) cms.registerPreviewTemplate(collection, makePreview(render));
  if (style) cms.registerPreviewStyle(style);
}
