/**
 * What the site adds to Decap CMS in the editor's page (bundled by
 * src/cms/writeAdmin.ts, loaded after Decap's own bundle): data files written
 * the project's one way, and previews drawn with the site's components.
 */
import { jsonFormat } from './jsonFormat';
import { type Decap, registerPreviews } from './previews';

const cms = (window as unknown as { CMS?: Decap }).CMS;
if (!cms) throw new Error("Content editor: Decap CMS did not load before the site's additions");
// Replaces Decap's own "json" format, which every collection here uses.
cms.registerCustomFormat('json', 'json', jsonFormat);
registerPreviews(cms, (document.currentScript as HTMLScriptElement | null)?.dataset.previewStyle);
