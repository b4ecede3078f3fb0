/**
 * What the site adds to Decap CMS in the editor's page (bundled by
 * src/cms/writeAdmin.ts, loaded after Decap's own bundle): data files written
 * the project's one way, optional groups staff add and remove, messages in
 * staff's words, photos the site cannot use turned away, and previews drawn
 * with the site's components.
 */
import { jsonFormat } from './jsonFormat';
import { registerMessages } from './messages';
import { registerOptionalGroups } from './optionalGroups';
import { type Decap, registerPreviews } from './previews';
import { guardUploads } from './uploads';

const cms = (window as unknown as { CMS?: Decap }).CMS;
if (!cms) throw new Error("Content editor: Decap CMS did not load before the site's additions");
// Replaces Decap's own "json" format, which every collection here uses.
cms.registerCustomFormat('json', 'json', jsonFormat);
registerOptionalGroups(cms);
registerMessages(cms);
guardUploads();
registerPreviews(cms, (document.currentScript as HTMLScriptElement | null)?.dataset.previewStyle);
