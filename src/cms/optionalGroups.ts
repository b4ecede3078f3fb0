/* eslint-disable @typescript-eslint/no-explicit-any -- Decap hands widgets its own untyped props (Immutable maps, its
   React's components and refs); they are passed on as they came. */
/**
 * Optional groups of fields (an object the model marks optional, `required: false` in config.yml: a service's card,
 * block or page, a gallery category's "coming soon" text) as staff expect them. Decap CMS 3.16 has no optional
 * object: it always draws the group's fields and, on Publish, demands the required ones even in a record that has no
 * such group, and so will not save that record. Here such a group is absent until staff press "Add …" (its
 * required fields are then asked for like any other), and "Remove …" takes it out of the file again. Groups the
 * model requires are Decap's own object widget, named as a group.
 *
 * Drawn with Decap's own React (`h`, `createClass`, which its bundle publishes), since it is part of Decap's form.
 */
import type { Decap } from './previews';

interface DecapReact {
  h(type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): unknown;
  createClass(spec: Record<string, unknown>): unknown;
}

// Decap's own look for such a button (its list widget's "Add"), not the site's theme: this is part of Decap's form.
const buttonStyle = {
  display: 'block',
  margin: '8px 0',
  padding: '6px 14px',
  border: '2px solid #dfdfe3',
  borderRadius: '5px',
  background: '#fff',
  color: '#3a69c7',
  fontWeight: 600,
  fontSize: '14px',
  cursor: 'pointer',
};

/**
 * A group as "Add …" starts it: the defaults of its fields (an empty list, a switch that is off), in the groups it
 * requires too, as Decap fills a new record. Values are Decap's own Immutable kind: its config holds them so.
 */
const startOf = (fields: any, empty: any): any =>
  fields.reduce((group: any, field: any) => {
    if (field.has('default')) return group.set(field.get('name'), field.get('default'));
    if (field.get('widget') === 'object' && field.get('required', true) !== false && field.get('fields')) {
      const inner = startOf(field.get('fields'), empty);
      return inner.size > 0 ? group.set(field.get('name'), inner) : group;
    }
    return group;
  }, empty);

export function registerOptionalGroups(cms: Decap) {
  const object = cms.getWidget('object');
  const { h, createClass } = window as unknown as DecapReact;
  const control = createClass({
    // Decap validates a form by asking each field's control; an absent group has nothing to check.
    validate(this: any) {
      this.inner?.validate();
    },
    focus(this: any, path: string) {
      this.inner?.focus(path);
    },
    /** Takes the group out of the record, with the messages its fields showed: Decap refuses to save while any is left. */
    remove(this: any) {
      const { fieldsErrors, clearFieldErrors, forID, onChange } = this.props;
      fieldsErrors?.forEach((errors: { parentIds?: string[] }[], fieldId: string) => {
        if (errors.some((error) => error.parentIds?.includes(forID))) clearFieldErrors(fieldId);
      });
      onChange(undefined);
    },
    render(this: any) {
      const { field, value, onChange } = this.props;
      // Without `controlRef`: Decap's object widget hands its fields up through it, and the form would then take the
      // group's last field for the group when it validates (the group's own Widget registered itself before them).
      const group = h(object.control, { ...this.props, controlRef: undefined, ref: (inner: unknown) => (this.inner = inner) });
      // Every group is named as one for assistive technology (and for tests to find a field within its group).
      const label = field.get('label', field.get('name'));
      if (field.get('required', true) !== false) return h('div', { role: 'group', 'aria-label': label }, group);
      const name = String(label).toLowerCase();
      if (value == null) {
        this.inner = null;
        // A new group (a map of Decap's own Immutable kind, made from the field's) makes the record changed, so
        // Publish is offered and asks for the group's required fields.
        return h('button', { type: 'button', style: buttonStyle, onClick: () => onChange(startOf(field.get('fields'), field.clear())) }, `Add ${name}`);
      }
      return h(
        'div',
        { role: 'group', 'aria-label': label },
        group,
        h('button', { type: 'button', style: buttonStyle, onClick: () => this.remove() }, `Remove ${name}`),
      );
    },
  });
  const { schema, globalStyles, allowMapValue } = object;
  cms.registerWidget({ name: 'object', controlComponent: control, previewComponent: object.preview, schema, globalStyles, allowMapValue });
}
