/** A bench's numeric option, `--name 300`, or `fallback` when it is not given. */
export const numberOption = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
