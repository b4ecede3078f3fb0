/**
 * How the editor writes a data file: exactly as `npm run format:data` does
 * (src/content/format.ts), with the fields in the model's order. Decap CMS's
 * own JSON format writes them in whatever order its record maps hold, which
 * past eight fields is not the file's, so every save would reorder the file.
 */
import { collectionOfRecord, recordJson } from '../content/order';

export const jsonFormat = {
  fromFile: (content: string) => JSON.parse(content),
  toFile: (data: Record<string, unknown>) => recordJson(data, collectionOfRecord(data)),
};
