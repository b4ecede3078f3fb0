/** POST /api/quote: the four-step quote form on /quote (see src/server/forms/handler.ts). */
import { createFormHandler } from '../server/forms/handler';

export default createFormHandler('quote');
