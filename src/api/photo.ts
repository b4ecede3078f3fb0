/** POST /api/photo: one photo of a quote, sent ahead of it by the quote form (see src/server/photos/photoApi.ts). */
import { createPhotoHandler } from '../server/photos/photoApi';

export default createPhotoHandler();
