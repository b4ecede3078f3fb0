/**
 * @jest-environment node
 *
 * Staff's setting of how long a request may wait unanswered before the nudges (data/forms.json, `nudgeAfterMinutes`;
 * src/server/nudge/): in the editor with its hint and a range it refuses in staff's words, and a build that names the
 * file, record and field of a value outside it.
 */
import { type EditorField, editorConfig } from '../../src/cms/editorConfig';
import { formOptions } from '../../src/content/form-options';
import { metaOf } from '../../src/content/fieldBuilders';
import { formatProblem, validateContent } from '../../src/content/validate';
import { makeDataFixture } from './fixture';

const field = () => {
  const forms = editorConfig().collections.flatMap((c) => ('files' in c ? (c.files as Array<{ file: string; fields: EditorField[] }>) : []));
  return forms.find((file) => file.file === 'data/forms.json')!.fields.find((f) => f.name === 'nudgeAfterMinutes')!;
};

test('the editor shows the setting as a number with its hint, refusing a value outside 1 to 240 in staff’s words', () => {
  const shown = field();
  expect(shown).toMatchObject({
    label: 'Nudge after minutes',
    widget: 'number',
    value_type: 'int',
    hint: metaOf(formOptions.shape.nudgeAfterMinutes)!.description,
  });
  expect(shown.hint).toMatch(/minutes of opening hours .* in the Inbox with nobody answering it/);
  const [pattern, message] = shown.pattern as [string, string];
  expect(message).toBe('Enter a number of minutes from 1 to 240.');
  expect(['1', '15', '240'].map((value) => new RegExp(pattern).test(value))).toEqual([true, true, true]);
  expect(['0', '241', '-5', '7.5'].map((value) => new RegExp(pattern).test(value))).toEqual([false, false, false, false]);
});

test.each([0, 241, 7.5, '15'])('the build refuses %p, naming the file, the record and the field', (value) => {
  const fixture = makeDataFixture();
  try {
    fixture.edit('forms.json', (forms) => {
      forms.nudgeAfterMinutes = value;
    });
    expect(validateContent(fixture.dataDir, fixture.root).map(formatProblem)).toEqual([
      `data/forms.json: record (the file), field "nudgeAfterMinutes": expected a number of minutes from 1 to 240, found ${JSON.stringify(value)}`,
    ]);
  } finally {
    fixture.cleanup();
  }
});
