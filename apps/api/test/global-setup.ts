/**
 * Vitest globalSetup of the server tests: a PostgreSQL server and a migrated PGlite template,
 * made once for every test file.
 */

import { createPgliteTemplate } from './pglite-template';
import startPostgres from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

interface ProvideTarget {
  provide(key: 'postgresUrl' | 'pgliteTemplate', value: string): void;
}

export default async function setup(project: ProvideTarget) {
  const [stopPostgres, template] = await Promise.all([
    startPostgres(project),
    createPgliteTemplate(),
  ]);
  project.provide('pgliteTemplate', template.file);
  return () => {
    try {
      stopPostgres();
    } finally {
      template.remove();
    }
  };
}
