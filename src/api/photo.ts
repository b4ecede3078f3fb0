/** POST /api/photo: one photo of a quote, sent ahead of it by the quote form (see src/server/photoApi.ts). */
import { createPhotoHandler } from '../server/photos/photoApi';

export default createPhotoHandler();
