/**
 * The editor's field messages in staff's words. Decap CMS words a value that fails a field's rule as
 * "Rating didn't match the pattern: …"; each field's rule in config.yml already carries the sentence that says what
 * to enter ("Enter a rating from 1 to 5.", src/cms/editorConfig.ts), so that sentence is the whole message.
 */
import type { Decap } from './previews';

export function registerMessages(cms: Decap) {
  // Decap sets field messages in capitals; an instruction reads better as the sentence it is.
  const style = document.createElement('style');
  style.textContent = 'ul[class*="-ControlErrorsList"] { text-transform: none; }';
  document.head.append(style);
  const english = cms.getLocale('en');
  if (!english) throw new Error('Content editor: Decap CMS has no English phrases to adjust');
  const widget = english.editor.editorControlPane.widget;
  cms.registerLocale('en', {
    ...english,
    editor: {
      ...english.editor,
      editorControlPane: { ...english.editor.editorControlPane, widget: { ...widget, regexPattern: '%{pattern}' } },
    },
  });
}
