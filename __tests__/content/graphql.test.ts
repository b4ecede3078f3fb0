/**
 * @jest-environment node
 */
import { buildSchema, isObjectType } from 'graphql';
import { contentTypeDefs } from '../../src/content/graphql';
import { collections } from '../../src/content/collections';

// Gatsby's own definitions, so the generated type definitions can be checked on their own.
const gatsbyPrelude = `
  directive @dontInfer on OBJECT
  directive @fileByRelativePath on FIELD_DEFINITION
  directive @link(by: String) on FIELD_DEFINITION
  interface Node { id: ID! }
  type File { id: ID! }
`;

describe('GraphQL content types', () => {
  const sdl = contentTypeDefs();
  const schema = buildSchema(gatsbyPrelude + sdl);
  const contentTypes = Object.values(schema.getTypeMap()).filter((type) => isObjectType(type) && sdl.includes(`type ${type.name} `));

  it('declares a node type for every collection, without inference', () => {
    for (const collection of collections) {
      expect(sdl).toContain(`type ${collection.typeName} implements Node @dontInfer {`);
    }
  });

  it('documents every type and every field, so GraphiQL explains the model', () => {
    expect(contentTypes.length).toBeGreaterThan(30);
    const undocumented = contentTypes.flatMap((type) => {
      if (!isObjectType(type)) return [];
      const fields = Object.values(type.getFields())
        .filter((field) => !field.description)
        .map((field) => `${type.name}.${field.name}`);
      return type.description ? fields : [type.name, ...fields];
    });
    expect(undocumented).toEqual([]);
  });

  it('makes required fields non-null and optional ones nullable', () => {
    const testimonial = schema.getType('Testimonial');
    const service = schema.getType('Service');
    if (!isObjectType(testimonial) || !isObjectType(service)) throw new Error('types missing');
    expect(String(testimonial.getFields().rating.type)).toBe('Float!');
    expect(String(service.getFields().page.type)).toBe('ServicePage');
  });

  it('links references by id and resolves images as files', () => {
    expect(sdl).toMatch(/service: Service! @link\(by: "jsonId"\)/);
    expect(sdl).toMatch(/image: File! @fileByRelativePath/);
  });
});
