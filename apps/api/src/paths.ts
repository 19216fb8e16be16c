import path from 'node:path';

/**
 * The repository's root, where openapi.yaml, `.data/` and the built app are. This module sits in
 * apps/api/src, and the built server (`npm run build:server`) in apps/api/dist: both two folders
 * under apps/, so one relative path serves the source and the bundle alike.
 */
export const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
