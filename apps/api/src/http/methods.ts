import type { Operation } from '../contract/operations';

/**
 * The methods the contract declares for the path of an API address (`/api/citas/actualizar/7`
 * matches `/api/citas/actualizar/{id}`), HEAD with GET as Fastify serves it; none for an
 * address that is no path of the contract. A request with another method on such a path is a
 * 405 with `Allow`, not a 404: the address exists (RFC 9110 §15.5.6).
 */
export function methodsOfPath(operations: Iterable<Operation>): (url: string) => string[] {
  const paths = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  for (const operation of operations) {
    let entry = paths.get(operation.path);
    if (!entry) {
      const pattern = operation.path
        .split(/(\{[^}]+\})/)
        .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
        .join('');
      entry = { pattern: new RegExp(`^${pattern}$`), methods: new Set() };
      paths.set(operation.path, entry);
    }
    const method = operation.method.toUpperCase();
    entry.methods.add(method);
    if (method === 'GET') entry.methods.add('HEAD');
  }
  return (url) => {
    const pathname = url.split('?')[0] ?? '';
    const methods = new Set<string>();
    for (const { pattern, methods: declared } of paths.values()) {
      if (pattern.test(pathname)) for (const method of declared) methods.add(method);
    }
    return [...methods].sort();
  };
}
