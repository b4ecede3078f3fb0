/** The files of a srcset ("/a.avif 480w, /b.avif 640w"), each with its width in pixels, in the srcset's order. */
export const filesIn = (srcSet = ''): { src: string; width: number }[] =>
  srcSet
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .filter(([src]) => src)
    .map(([src, width]) => ({ src, width: parseInt(width ?? '', 10) || 0 }));

/** The widest file of a srcset, if it has any. */
export const widestIn = (srcSet = '') =>
  filesIn(srcSet).reduce<{ src: string; width: number } | undefined>((widest, file) => (file.width > (widest?.width ?? 0) ? file : widest), undefined);
