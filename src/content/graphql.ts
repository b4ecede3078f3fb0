/**
 * Turns the record schemas into GraphQL type definitions, so that each field
 * is declared once (in its record module) and GraphiQL shows the same
 * descriptions staff read in data/README.md.
 */
import type { z } from 'zod';
import { collections } from './collections';
import { defOf, metaOf } from './fieldBuilders';

const block = (description: string, indent = '') => `${indent}"""\n${indent}${description.replace(/"""/g, '\\"""')}\n${indent}"""\n`;

interface GraphQLField {
  type: string;
  directive?: string;
}

class SdlWriter {
  private readonly types = new Map<string, string>();

  addNodeType(schema: z.ZodObject, typeName: string): void {
    this.addObjectType(schema, typeName, true);
  }

  toString(): string {
    return [...this.types.values()].join('\n');
  }

  private addObjectType(schema: z.ZodObject, typeName: string, isNode: boolean): void {
    if (this.types.has(typeName)) return;
    this.types.set(typeName, '');
    const meta = metaOf(schema);
    const fields = Object.entries(defOf(schema).shape as Record<string, z.ZodType>).map(([name, field]) => {
      const { type, directive, nullable, description } = this.fieldType(field, `${typeName}.${name}`);
      if (isNode && name === 'id') {
        return `${block(`${description} (The record's \`id\` as written in its data file; \`id\` itself is the node id.)`, '  ')}  jsonId: String!`;
      }
      return `${block(description, '  ')}  ${name}: ${type}${nullable ? '' : '!'}${directive ? ` ${directive}` : ''}`;
    });
    const head = isNode ? `type ${typeName} implements Node @dontInfer` : `type ${typeName} @dontInfer`;
    this.types.set(typeName, `${block(meta?.description ?? typeName)}${head} {\n${fields.join('\n')}\n}\n`);
  }

  private fieldType(schema: z.ZodType, where: string): GraphQLField & { nullable: boolean; description: string } {
    const def = defOf(schema);
    if (def.type === 'optional') {
      const inner = this.fieldType(def.innerType, where);
      return { ...inner, nullable: true };
    }
    const meta = metaOf(schema);
    if (!meta?.description) throw new Error(`Content model: ${where} has no description`);
    return { ...this.typeOf(schema, where), nullable: false, description: meta.description };
  }

  private typeOf(schema: z.ZodType, where: string): GraphQLField {
    const def = defOf(schema);
    const meta = metaOf(schema);
    switch (def.type) {
      case 'string':
        if (meta?.image) return { type: 'File', directive: '@fileByRelativePath' };
        if (meta?.link) return { type: meta.link, directive: '@link(by: "jsonId")' };
        return { type: 'String' };
      case 'enum':
        return { type: 'String' };
      case 'number':
        return { type: (schema as z.ZodNumber).isInt ? 'Int' : 'Float' };
      case 'boolean':
        return { type: 'Boolean' };
      case 'array': {
        const element = this.typeOf(def.element, `${where}[]`);
        return { type: `[${element.type}!]`, directive: element.directive };
      }
      case 'object': {
        const typeName = meta?.typeName;
        if (!typeName) throw new Error(`Content model: ${where} is an object without a typeName`);
        this.addObjectType(schema as z.ZodObject, typeName, false);
        return { type: typeName };
      }
      default:
        throw new Error(`Content model: ${where} has a schema of kind "${def.type}" that has no GraphQL type`);
    }
  }
}

export function contentTypeDefs(): string {
  const writer = new SdlWriter();
  for (const collection of collections) writer.addNodeType(collection.schema, collection.typeName);
  return writer.toString();
}
