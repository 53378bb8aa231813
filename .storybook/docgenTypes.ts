/** A prop's type as react-docgen reports it (the parts the props table needs). */
export interface DocgenType {
  name: string;
  raw?: string;
  value?: string;
  elements?: DocgenType[];
}

/**
 * A prop's type as a designer reads it in the props table: the type as written in the source
 * (`'success' | 'error' | 'info'`, `string | null`), not the parser's category (`union`).
 */
export function readableType(type: DocgenType): string {
  if (type.raw) return type.raw;
  if (type.name === 'literal' && type.value) return type.value;
  if (type.elements?.length) return `${type.name}<${type.elements.map(readableType).join(', ')}>`;
  return type.name;
}
