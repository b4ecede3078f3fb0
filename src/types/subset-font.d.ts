/** subset-font ships no types; what cli/fonts.ts uses of it. */
declare module 'subset-font' {
  interface Options {
    targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
    noLayoutClosure?: boolean;
    /** OpenType features to keep (all when omitted). */
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
