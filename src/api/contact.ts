/** POST /api/contact: the message form on /contact (see src/server/forms/handler.ts). */
import { createFormHandler } from '../server/forms/handler';

export default createFormHandler('contact');
