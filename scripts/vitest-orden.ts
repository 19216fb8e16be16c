import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The environment a test file asks for in its first lines, as Vitest reads it; else the project's. */
const entornoDe = (spec: TestSpecification) => {
  const cabecera = readFileSync(spec.moduleId, 'utf8').slice(0, 1000);
  return (
    /@(?:vitest|jest)-environment\s+([\w-]+)/.exec(cabecera)?.[1] ?? spec.project.config.environment
  );
};

/**
 * Vitest's order (its own: the slowest and the unknown files first), with each project's files
 * grouped by environment. A worker that does not isolate its files is kept for the next file only
 * when that file wants the same environment; the unit tests' few jsdom files, spread among the
 * Node ones, made the two workers end and start again at almost every change (26 processes, each
 * loading xstate, the kit or jsdom again). Grouped, a run starts four.
 */
export default class PorEntorno extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const orden = await super.sort(files);
    const proyectos = [...new Set(orden.map((spec) => spec.project.name))];
    // Node's files first: the long ones (the wizards' machines) are among them, and the few
    // short jsdom files then even out the two workers' ends. Array.prototype.sort is stable:
    // within one project and environment, Vitest's order stays.
    return orden
      .map((spec) => {
        const entorno = entornoDe(spec);
        return {
          spec,
          proyecto: proyectos.indexOf(spec.project.name),
          entorno: entorno === 'node' ? '' : entorno,
        };
      })
      .sort((a, b) => a.proyecto - b.proyecto || a.entorno.localeCompare(b.entorno))
      .map(({ spec }) => spec);
  }
}
